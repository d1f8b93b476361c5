import type { ScenarioQuestion } from '@pathscoop/contracts';
import { MoreLess } from './more-less';
import { RatingScale } from './rating-scale';

const TEAM_SCALE = [
  'Definitely The Titans',
  'Probably The Titans',
  'Either team',
  'Probably The Dragons',
  'Definitely The Dragons',
];

type Props = { question: ScenarioQuestion; value: number | undefined; onChange: (v: number) => void };

/** Scenario 1 team choice: the story, The Titans and The Dragons with images, then a 1-5 pick. */
export function TeamChoiceStep({ question, value, onChange }: Props) {
  const teams = question.options ?? [
    { value: 1, label: 'The Titans', description: '', image: question.image_1_url ?? '' },
    { value: 5, label: 'The Dragons', description: '', image: question.image_2_url ?? '' },
  ];
  return (
    <div className="mx-auto max-w-4xl">
      <h2 className="font-display text-2xl font-bold sm:text-3xl">{question.title}</h2>
      <p className="mt-2 text-lg font-semibold text-ink-900">{question.question}</p>
      <MoreLess text={question.description} className="mt-3 text-ink-700" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {teams.map((team) => {
          const picked = value !== undefined && (team.value === 1 ? value <= 2 : value >= 4);
          return (
            <div
              key={team.label}
              // Not a control (the pick is the scale below): no hover, no raised-button shadow.
              className={`flex flex-col overflow-hidden rounded-3xl border-4 bg-white text-left ${
                picked ? (team.value === 1 ? 'border-mint-500' : 'border-brand-500') : 'border-transparent'
              }`}
            >
              <img
                src={team.image}
                alt=""
                className={`h-36 w-full object-contain p-3 sm:h-44 ${team.value === 1 ? 'bg-mint-100' : 'bg-brand-50'}`}
              />
              <div className="p-4">
                <h3
                  className={`font-display text-xl font-bold ${team.value === 1 ? 'text-mint-700' : 'text-brand-700'}`}
                >
                  {team.label}
                </h3>
                <MoreLess text={team.description} className="mt-1 text-ink-700" />
              </div>
            </div>
          );
        })}
      </div>
      <div className="mt-6 rounded-3xl bg-white p-4 shadow-sm sm:p-6">
        <RatingScale
          legend="Which team sounds more like you?"
          labels={TEAM_SCALE}
          value={value}
          onChange={onChange}
          name={`q-${question.id}`}
        />
      </div>
    </div>
  );
}
