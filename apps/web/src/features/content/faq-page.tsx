import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/layout/not-found-page';
import { useFaq } from './api/get-faq';
import { FaqAccordion } from './components/faq-accordion';
import { FAQ_AUDIENCES, type FaqAudience } from './components/faq-data';
import { PageHero } from './components/page-hero';

/** /faq (Career Explorer by default), /faq/careerexplorer and /faq/communitypartner. */
export function Component() {
  const { audience } = useParams();
  const known = audience === undefined || FAQ_AUDIENCES.some((a) => a.key === audience);
  const active: FaqAudience = audience === 'communitypartner' ? 'communitypartner' : 'careerexplorer';
  // From the database (GET faq/?audience=), edited in the back office (issue 20).
  const faq = useFaq(active);
  if (!known) return <NotFoundPage />;
  return (
    <>
      <title>FAQ — Pathscoop</title>
      <PageHero kicker="FAQ" title="Frequently asked questions" image="/images/faq-cone.svg">
        <p>Everything you wanted to know about Pathscoop, in bite-sized scoops.</p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-6 py-10">
        <nav aria-label="FAQ topics" className="flex flex-wrap gap-2">
          {FAQ_AUDIENCES.map((a) => (
            <Link
              key={a.key}
              to={`/faq/${a.key}`}
              aria-current={a.key === active ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-[15px] font-semibold transition-colors sm:px-5 sm:text-base ${
                a.key === active
                  ? 'bg-brand-600 text-white'
                  : 'bg-white text-ink-700 ring-1 ring-brand-200 hover:bg-brand-50'
              }`}
            >
              {a.label}
            </Link>
          ))}
        </nav>
        <h2 className="sr-only">{FAQ_AUDIENCES.find((a) => a.key === active)?.label} questions</h2>
        <div className="mt-8">
          {faq.isPending && (
            <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
              <p className="sr-only">Loading questions…</p>
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <div key={i} aria-hidden="true" className="h-16 animate-pulse rounded-2xl bg-brand-50" />
              ))}
            </div>
          )}
          {faq.isError && (
            <p role="alert" className="font-semibold text-brand-700">
              We could not load the questions. Please try again later.
            </p>
          )}
          {faq.data && <FaqAccordion key={active} items={faq.data.results} />}
        </div>
      </div>
    </>
  );
}
