/**
 * The strengths profile (GET my-strength-profile/): from the newest attempt, in plain words a
 * 15-year-old understands. Pure: takes the stored answers and profile, returns the spec's fields.
 * Each insight names the student's own answers (how many activities of a kind they rated highly,
 * which skills they put in the top bucket), never a generic horoscope line.
 */
import type { StrengthProfile } from '@pathscoop/contracts';
import {
  type Answers,
  INSTRUMENT,
  type Profile,
  parseAnswers,
  RIASEC_TYPES,
  type RiasecType,
  WORK_STYLE_ELEMENTS,
} from '@pathscoop/engine';

export const TYPE_WORDS: Record<RiasecType, { name: string; plain: string; does: string }> = {
  Realistic: {
    name: 'Hands-on maker',
    plain: 'building, fixing and working with tools',
    does: 'make things work',
  },
  Investigative: { name: 'Curious thinker', plain: 'figuring out how things work', does: 'solve puzzles' },
  Artistic: {
    name: 'Creative mind',
    plain: 'making art, stories, music and designs',
    does: 'create something new',
  },
  Social: {
    name: 'People helper',
    plain: 'helping, teaching and caring for others',
    does: 'help people grow',
  },
  Enterprising: {
    name: 'Bold leader',
    plain: 'leading, persuading and starting things',
    does: 'get people moving',
  },
  Conventional: {
    name: 'Super organizer',
    plain: 'organizing, planning and keeping details right',
    does: 'keep things on track',
  },
};

const listWords = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export function emptyStrengths(firstName: string): StrengthProfile {
  return {
    first_name: firstName,
    top_traits: [],
    traits_insights: '',
    top_skills: [],
    skills_insights: '',
    top_activities: [],
    activities_insights: '',
  };
}

export function buildStrengths(firstName: string, answers: Answers, profile: Profile): StrengthProfile {
  const { ratings } = parseAnswers(INSTRUMENT, answers);
  const s1 = INSTRUMENT.scenario1;

  // Interest types: the student's own ranking first, then the strongest scores.
  const byScore = [...RIASEC_TYPES].sort((a, b) => (profile.interests[b] ?? 0) - (profile.interests[a] ?? 0));
  const types = [...new Set([...profile.rankedTypes.slice(0, 1), ...byScore])].slice(0, 2);
  const styles = WORK_STYLE_ELEMENTS.map((e) => ({ e, v: profile.styles[e.id] }))
    .filter(
      (x): x is { e: (typeof WORK_STYLE_ELEMENTS)[number]; v: number } =>
        typeof x.v === 'number' && x.v >= 0.75,
    )
    .sort((a, b) => b.v - a.v)
    .slice(0, 2);
  const topTraits = [
    ...types.map((t) => `${TYPE_WORDS[t].name} (${t})`),
    ...styles.map((s) => `Good at ${s.e.phrase}`),
  ];
  const liked = (t: RiasecType) =>
    s1.activities.filter((a) => a.type === t && (ratings.get(a.id) ?? 0) >= 4).length;
  const first = types[0] as RiasecType;
  const traitsInsights =
    `You lit up most around ${TYPE_WORDS[first].plain}: you rated ${liked(first)} of the 10 activities of that kind as likely or extremely likely.` +
    (types[1]
      ? ` ${TYPE_WORDS[types[1]].name} comes next, so careers that ${TYPE_WORDS[types[1]].does} may suit you too.`
      : '') +
    (styles.length
      ? ` Your answers also show you care about ${listWords(styles.map((s) => s.e.phrase))}.`
      : '');

  // Skills: scenario 2 items in bucket 1 ('I am great at it'), then bucket 2.
  const skillItems = INSTRUMENT.scenario2.skills
    .map((item) => ({ item, bucket: ratings.get(item.id) }))
    .filter((x): x is { item: (typeof x)['item']; bucket: number } => x.bucket === 1 || x.bucket === 2)
    .sort((a, b) => a.bucket - b.bucket || a.item.number - b.item.number);
  const greats = skillItems.filter((x) => x.bucket === 1).length;
  const topSkills = skillItems.slice(0, 5).map((x) => x.item.name);
  const skillsInsights = topSkills.length
    ? `You put ${greats} skill${greats === 1 ? '' : 's'} in "I am great at it"` +
      (greats
        ? `, led by ${listWords(
            skillItems
              .filter((x) => x.bucket === 1)
              .slice(0, 2)
              .map((x) => x.item.name.toLowerCase()),
          )}`
        : '') +
      `. ${skillItems[0]?.item.description ?? ''} That is something many careers need.`
    : 'You kept every skill in the middle buckets. Try new things this year to find what you are great at.';

  // Activities: the grid rows rated 5 ('Extremely likely'), then 4.
  const acts = s1.activities
    .map((a) => ({ a, r: ratings.get(a.id) ?? 0 }))
    .filter((x) => x.r >= 4)
    .sort((x, y) => y.r - x.r || x.a.number - y.a.number);
  const topActivities = acts.slice(0, 5).map((x) => x.a.text);
  const counts = new Map<RiasecType, number>();
  for (const x of acts) counts.set(x.a.type, (counts.get(x.a.type) ?? 0) + 1);
  const favourite = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  const activitiesInsights = favourite
    ? `Of the ${acts.length} activities you would enjoy, ${favourite[1]} are about ${TYPE_WORDS[favourite[0]].plain}. Look for classes, clubs or jobs with more of that.`
    : 'None of the activities grabbed you yet, and that is fine: trying a few new ones will show you more.';

  return {
    first_name: firstName,
    top_traits: topTraits,
    traits_insights: traitsInsights,
    top_skills: topSkills,
    skills_insights: skillsInsights,
    top_activities: topActivities,
    activities_insights: activitiesInsights,
  };
}
