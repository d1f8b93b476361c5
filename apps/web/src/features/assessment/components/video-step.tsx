import type { Step } from '../lib/steps';

const FALLBACK_VIDEOS: Record<number, string> = { 0: '/media/intro.mp4', 1: '/media/scenario-1.mp4' };

/** Index 0 (the intro) and scenario 1's opening: a short captioned video with a poster. */
export function VideoStep({ step }: { step: Extract<Step, { kind: 'video' }> }) {
  const src = step.scenario.video ?? FALLBACK_VIDEOS[step.scenarioId] ?? '/media/intro.mp4';
  const base = src.replace(/\.mp4$/, '');
  return (
    <div className="mx-auto max-w-3xl">
      <p className="mb-4 text-center text-lg text-ink-700">{step.scenario.description}</p>
      <div className="overflow-hidden rounded-3xl bg-ink-900 shadow-xl">
        <video
          key={src}
          controls
          playsInline
          preload="metadata"
          poster={`${base}-poster.jpg`}
          className="aspect-video w-full"
          aria-label={`${step.scenario.title} video`}
        >
          <source src={src} type="video/mp4" />
          <track kind="captions" src={`${base}.en.vtt`} srcLang="en" label="English" default />
          Your browser does not support the video tag.
        </video>
      </div>
    </div>
  );
}
