import { GRADE_LABELS } from '@pathscoop/contracts';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useCohortStudent } from './api/get-cohort-student';
import { SecondFactorGate } from './components/second-factor-gate';
import { card } from './components/styles';

/** /counselor/students/:id — what the student sees of their results and strengths, read-only. */
export function Component() {
  return (
    <SecondFactorGate>
      <StudentPage />
    </SecondFactorGate>
  );
}

function StudentPage() {
  const id = Number(useParams().id);
  const student = useCohortStudent(id, Number.isSafeInteger(id) && id > 0);
  const back = (
    <Link to="/counselor" className="font-semibold text-brand-700 underline">
      Back to the dashboard
    </Link>
  );
  if (student.isPending)
    return (
      <p role="status" className="p-8">
        Loading…
      </p>
    );
  if (student.isError)
    return (
      <main className="mx-auto max-w-xl space-y-3 p-8">
        <h1 className="font-display text-2xl font-bold">Student not found</h1>
        <p>
          {student.error instanceof ApiError && student.error.status === 404
            ? 'This student is not in your school.'
            : 'Something went wrong.'}
        </p>
        {back}
      </main>
    );
  const { student: s, results, strengths, sessions } = student.data;
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      {back}
      <header>
        <h1 className="font-display text-3xl font-bold text-ink-900">
          {s.first_name} {s.last_name}
        </h1>
        <p className="text-ink-700">
          {s.grade && s.grade in GRADE_LABELS
            ? GRADE_LABELS[s.grade as keyof typeof GRADE_LABELS]
            : 'Grade not given'}
          {s.graduation_year ? ` · class of ${s.graduation_year}` : ''} · joined{' '}
          {new Date(s.joined_at).toLocaleDateString('en-US')}
          {s.assessment_date
            ? ` · assessment ${new Date(s.assessment_date).toLocaleDateString('en-US')}`
            : ' · no assessment yet'}
        </p>
        <p className="mt-1 text-sm text-ink-700">
          Your visit to this page is recorded, and the student can see that their school looked.
        </p>
      </header>
      <section aria-labelledby="st-results" className={card}>
        <h2 id="st-results" className="font-display text-xl font-bold">
          Top 10 careers
        </h2>
        {results.length ? (
          <ol className="mt-2 space-y-2">
            {results.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 border-b border-ink-500/10 pb-2">
                <span>
                  <strong>
                    {r.rank}. {r.unique_title.mask_title}
                  </strong>{' '}
                  {r.interested && (
                    <span className="rounded-full bg-mint-100 px-2 text-sm font-semibold text-mint-700">
                      Saved
                    </span>
                  )}
                </span>
                <span className="text-ink-700">{r.match}% match</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-ink-700">No results yet.</p>
        )}
      </section>
      <section aria-labelledby="st-strengths" className={card}>
        <h2 id="st-strengths" className="font-display text-xl font-bold">
          Strengths
        </h2>
        {strengths.top_traits.length ? (
          <div className="mt-2 space-y-3">
            <p>
              <strong>Traits:</strong> {strengths.top_traits.join(', ')}
            </p>
            <p>{strengths.traits_insights}</p>
            <p>
              <strong>Skills:</strong> {strengths.top_skills.join(', ') || '—'}
            </p>
            <p>{strengths.skills_insights}</p>
            <p>
              <strong>Activities:</strong> {strengths.top_activities.join('; ') || '—'}
            </p>
          </div>
        ) : (
          <p className="text-ink-700">Strengths appear after the assessment.</p>
        )}
      </section>
      <section aria-labelledby="st-sessions" className={card}>
        <h2 id="st-sessions" className="font-display text-xl font-bold">
          Mentorship sessions
        </h2>
        {sessions.length ? (
          <ul className="mt-2 list-disc pl-6">
            {sessions.map((x) => (
              <li key={x.requested_at}>
                Requested {new Date(x.requested_at).toLocaleDateString('en-US')}: {x.status}
                {x.held_at ? `, held ${new Date(x.held_at).toLocaleDateString('en-US')}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-700">None requested.</p>
        )}
      </section>
    </main>
  );
}
