import { Link } from 'react-router';

/** The styled "page not found" screen: any unknown path, and unknown tabs of FAQ and Stories. */
export function NotFoundPage() {
  return (
    <section className="relative overflow-hidden bg-cream">
      <title>Page not found · Pathscoop</title>
      <div aria-hidden="true" className="absolute -top-20 -right-20 h-72 w-72 rounded-full bg-brand-100" />
      <div
        aria-hidden="true"
        className="absolute -bottom-24 -left-16 h-60 w-60 rounded-full bg-mint-100/70"
      />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center px-6 py-16 text-center sm:py-24">
        <img src="/images/hero-cone.svg" alt="" width={480} height={460} className="h-40 w-auto sm:h-52" />
        <p className="mt-6 font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
        <h1 className="mt-2 font-display text-4xl font-extrabold text-ink-900 sm:text-5xl">Page not found</h1>
        <p className="mt-4 max-w-xl text-lg text-ink-700">
          This scoop melted. The page you are looking for does not exist, or its address changed.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/"
            className="inline-flex min-h-12 items-center rounded-full bg-brand-600 px-7 font-semibold text-white hover:bg-brand-700"
          >
            Back to the home page
          </Link>
          <Link
            to="/faq"
            className="inline-flex min-h-12 items-center rounded-full border-2 border-ink-900/15 bg-white px-7 font-semibold text-ink-900 hover:border-brand-600"
          >
            Read the FAQ
          </Link>
        </div>
      </div>
    </section>
  );
}

export { NotFoundPage as Component };
