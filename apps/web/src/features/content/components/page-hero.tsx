import type { ReactNode } from 'react';

/** The coloured title band at the top of the content pages. */
export function PageHero({
  kicker,
  title,
  children,
  image,
}: {
  kicker: string;
  title: string;
  children?: ReactNode;
  image?: string;
}) {
  return (
    <div className="relative overflow-hidden bg-brand-50">
      <div aria-hidden="true" className="absolute -top-16 -right-16 h-64 w-64 rounded-full bg-brand-100" />
      <div
        aria-hidden="true"
        className="absolute -bottom-20 left-1/3 h-48 w-48 rounded-full bg-mint-100/70"
      />
      <div className="relative mx-auto flex max-w-7xl items-center gap-8 px-6 py-12 lg:py-16">
        <div className="max-w-3xl">
          <p className="font-semibold tracking-wide text-brand-700 uppercase">{kicker}</p>
          <h1 className="mt-2 font-display text-4xl leading-tight font-extrabold text-ink-900 min-[544px]:text-5xl">
            {title}
          </h1>
          {children && <div className="mt-4 text-lg leading-relaxed text-ink-700">{children}</div>}
        </div>
        {image && (
          <img
            src={image}
            alt=""
            width={200}
            height={200}
            className="ml-auto hidden h-48 w-48 shrink-0 md:block"
          />
        )}
      </div>
    </div>
  );
}
