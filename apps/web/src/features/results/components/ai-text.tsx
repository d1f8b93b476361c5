const PHRASE = 'AI recommended';

/** The `ai` explanation with 'AI recommended' highlighted (spec). */
export function AiText({ text }: { text: string }) {
  const at = text.indexOf(PHRASE);
  if (at < 0) return <p className="text-ink-700">{text}</p>;
  return (
    <p className="text-ink-700">
      {text.slice(0, at)}
      <mark className="rounded bg-mint-100 px-1 font-semibold text-mint-700">{PHRASE}</mark>
      {text.slice(at + PHRASE.length)}
    </p>
  );
}
