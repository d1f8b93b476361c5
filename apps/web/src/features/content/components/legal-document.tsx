import type { ReactNode } from 'react';

export type LegalSection = { id: string; title: string; body: ReactNode };

function Contents({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="mt-3 space-y-1 text-sm">
      {sections.map((s, i) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="inline-block py-1 text-ink-700 underline-offset-2 hover:text-brand-700 hover:underline"
          >
            {i + 1}. {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Long-form legal text: title band, date, table of contents and numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <div className="relative overflow-hidden bg-brand-50">
        <div aria-hidden="true" className="absolute -top-16 -right-16 h-64 w-64 rounded-full bg-brand-100" />
        <div className="relative mx-auto flex max-w-7xl items-center gap-8 px-6 py-12">
          <div>
            <p className="font-semibold tracking-wide text-brand-700 uppercase">Legal</p>
            <h1 className="mt-2 font-display text-4xl font-extrabold text-ink-900 min-[544px]:text-5xl">
              {title}
            </h1>
            <p className="mt-3 text-ink-700">
              Last updated: <time>{updated}</time>
            </p>
          </div>
          <img
            src="/images/legal-scroll.svg"
            alt=""
            width={160}
            height={160}
            className="ml-auto hidden h-40 w-40 md:block"
          />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-10 lg:py-10">
        <details className="rounded-3xl bg-white p-5 ring-1 ring-brand-100 lg:hidden">
          <summary className="cursor-pointer font-display font-bold text-ink-900">On this page</summary>
          <Contents sections={sections} />
        </details>
        <nav aria-label="On this page" className="hidden lg:sticky lg:top-28 lg:block lg:self-start">
          <p className="font-display font-bold text-ink-900">On this page</p>
          <Contents sections={sections} />
        </nav>
        <article className="legal-prose max-w-3xl rounded-[2rem] bg-white p-5 leading-relaxed text-ink-700 ring-1 ring-brand-100 sm:p-10 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-5 [&_h3]:font-display [&_h3]:font-bold [&_h3]:text-ink-900 [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:text-ink-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          <div className="sm:text-lg">{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-28">
              <h2 id={`${s.id}-title`} className="font-display text-xl font-bold text-ink-900 sm:text-2xl">
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
