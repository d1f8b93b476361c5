/**
 * `description_long`: several paragraphs built from O*NET and BLS data (what the work is, typical
 * tasks, work context, education and training, wages, related careers). Pure.
 */
import { ALL_OCCUPATIONS_MEDIAN_WAGE, type ScoopFacts, ZONE_PLAIN } from './scoop-writer';

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const trimDot = (s: string) => s.replace(/\.\s*$/, '');
const lower = (s: string) => (s ? s[0]?.toLowerCase() + s.slice(1) : s);

export function describeCareer(f: ScoopFacts): string {
  const paragraphs: string[] = [`${trimDot(f.description)}.`];
  if (f.tasks.length) {
    paragraphs.push(
      `Typical tasks include: ${f.tasks
        .slice(0, 4)
        .map((t) => lower(trimDot(t)))
        .join('; ')}.`,
    );
  }
  const context: string[] = [];
  if (f.skills.length)
    context.push(
      `The work relies most on ${f.skills
        .slice(0, 3)
        .map((x) => x.toLowerCase())
        .join(', ')}.`,
    );
  if (f.workStyles.length)
    context.push(
      `It asks for ${f.workStyles
        .slice(0, 2)
        .map((x) => x.toLowerCase())
        .join(' and ')}.`,
    );
  if (f.workValues.length)
    context.push(
      `People in it often value ${f.workValues
        .slice(0, 2)
        .map((x) => x.toLowerCase())
        .join(' and ')}.`,
    );
  if (context.length) paragraphs.push(context.join(' '));
  const edu: string[] = [];
  if (f.typicalEducation)
    edu.push(`The typical education to enter this career is ${f.typicalEducation.toLowerCase()}.`);
  if (f.jobZone)
    edu.push(
      `O*NET places it in Job Zone ${f.jobZone.zone} (${f.jobZone.name}): expect ${ZONE_PLAIN[f.jobZone.zone]?.training ?? lower(trimDot(f.jobZone.training))}.`,
    );
  if (edu.length) paragraphs.push(edu.join(' '));
  if (f.medianWage !== null) {
    const at = f.wageNote === 'top_coded' ? 'at least ' : '';
    paragraphs.push(
      `The median annual wage is ${at}${money(f.medianWage)}, against ${money(ALL_OCCUPATIONS_MEDIAN_WAGE)} for all US occupations.`,
    );
  }
  if (f.related.length) {
    paragraphs.push(
      `Related careers: ${f.related
        .slice(0, 5)
        .map((r) => r.title)
        .join(', ')}.`,
    );
  }
  return paragraphs.join('\n\n');
}
