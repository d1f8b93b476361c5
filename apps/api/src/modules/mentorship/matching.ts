/**
 * Matching, pure: which vetted mentor gets a request (docs/mentorship.md "Matching").
 * Candidates are vetted mentors who have not declined this request and hold fewer than
 * `maxUnanswered` requests they have not answered yet, and whose expertise fits at all (else the
 * request waits in the operators' queue for a hand assignment). Among them, the best fit for the topic wins:
 * 3 points for the request's career among the mentor's careers, 2 for a career in the same O*NET
 * major group (the field), 1 per topic word found in the mentor's industry, tags or title; ties
 * go to the mentor with the fewest open sessions, then the longest-registered.
 */
export type MentorCandidate = {
  id: number;
  careerCodes: string[];
  /** Industry name, tag names and job title, free text. */
  words: string;
  unanswered: number;
  openSessions: number;
};

export type MatchRequest = { topic: string; careerCode: string | null; excludedIds: number[] };

const STOP = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'in',
  'to',
  'for',
  'with',
  'how',
  'what',
  'my',
  'i',
  'be',
  'is',
  'on',
  'about',
  'or',
  'as',
]);

export function topicWords(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 2 && !STOP.has(w)),
    ),
  ];
}

const majorGroup = (code: string) => code.slice(0, 2);

export function fitScore(mentor: MentorCandidate, request: MatchRequest): number {
  let score = 0;
  if (request.careerCode) {
    if (mentor.careerCodes.includes(request.careerCode)) score += 3;
    else if (mentor.careerCodes.some((c) => majorGroup(c) === majorGroup(request.careerCode!))) score += 2;
  }
  const words = new Set(topicWords(mentor.words));
  for (const w of topicWords(request.topic)) if (words.has(w)) score += 1;
  return score;
}

export function pickMentor(
  candidates: MentorCandidate[],
  request: MatchRequest,
  maxUnanswered: number,
): MentorCandidate | null {
  const open = candidates.filter(
    (m) => !request.excludedIds.includes(m.id) && m.unanswered < maxUnanswered && fitScore(m, request) > 0,
  );
  if (!open.length) return null;
  return [...open].sort(
    (a, b) => fitScore(b, request) - fitScore(a, request) || a.openSessions - b.openSessions || a.id - b.id,
  )[0]!;
}
