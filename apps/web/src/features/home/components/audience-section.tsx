import { useState } from 'react';
import { Link } from 'react-router';
import { OrganizationContactModal } from '../../../components/layout/organization-contact-modal';

const cardClass = 'flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100';
const ctaClass =
  'mt-auto inline-flex min-h-11 items-center justify-center self-start rounded-full px-5 font-semibold transition-colors';

function AudienceCard({
  image,
  kicker,
  title,
  children,
  cta,
}: {
  image: string;
  kicker: string;
  title: string;
  children: React.ReactNode;
  cta: React.ReactNode;
}) {
  return (
    <li className={cardClass}>
      <img src={`/images/${image}`} alt="" width={72} height={72} />
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{kicker}</p>
      <h3 className="mt-1 font-display text-xl font-bold text-ink-900">{title}</h3>
      <div className="mt-2 mb-6 space-y-2 leading-relaxed text-ink-700">{children}</div>
      {cta}
    </li>
  );
}

/** Who Pathscoop is for: students, mentors, parents and organizations. */
export function AudienceSection() {
  const [orgOpen, setOrgOpen] = useState(false);
  return (
    <section aria-labelledby="audience-heading" className="mx-auto max-w-7xl px-6">
      <p className="font-semibold tracking-wide text-brand-700 uppercase">Something for everyone</p>
      <h2
        id="audience-heading"
        className="mt-1 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl"
      >
        Pull up a chair at the parlour
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 min-[1300px]:grid-cols-4">
        <AudienceCard
          image="audience-student.svg"
          kicker="Students"
          title="Career Explorers"
          cta={
            <Link to="/signup" className={`${ctaClass} bg-brand-600 text-white hover:bg-brand-700`}>
              Join as a Career Explorer
            </Link>
          }
        >
          <p>
            Take the assessment, get your top 10 careers, save the ones you love and book virtual 1:1
            micro-mentorship sessions with professionals, usable within 12 months depending on your plan.
          </p>
        </AudienceCard>
        <AudienceCard
          image="audience-mentor.svg"
          kicker="Mentors"
          title="Community Partners"
          cta={
            <Link to="/signup/mentor" className={`${ctaClass} bg-mint-700 text-white hover:bg-ink-900`}>
              Become a Community Partner
            </Link>
          }
        >
          <p>
            Remember who helped you figure it out? Give about 30 minutes a month to answer a student's
            questions about your field. We handle the matching and scheduling.
          </p>
        </AudienceCard>
        <AudienceCard
          image="audience-parent.svg"
          kicker="Parents"
          title="Text to Parent"
          cta={
            <Link
              to="/stories/parents"
              className={`${ctaClass} border-2 border-brand-600 text-brand-700 hover:bg-brand-50`}
            >
              Read parents' stories
            </Link>
          }
        >
          <p>
            Your teen picks a plan and taps Text to Parent: you get a text with a secure payment link, so you
            can review the plan and pay from your phone. No account needed on your side.
          </p>
        </AudienceCard>
        <AudienceCard
          image="audience-organization.svg"
          kicker="Organizations"
          title="Partnership program"
          cta={
            <button
              type="button"
              onClick={() => setOrgOpen(true)}
              className={`${ctaClass} border-2 border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white`}
            >
              Contact our partnerships team
            </button>
          }
        >
          <p>
            Schools and nonprofits enroll their students with an affiliate code. Students get full access and
            mentors; you get a partner who helps with the rollout.
          </p>
        </AudienceCard>
      </ul>
      <OrganizationContactModal open={orgOpen} onClose={() => setOrgOpen(false)} />
    </section>
  );
}
