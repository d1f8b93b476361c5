/**
 * Django's UserAttributeSimilarityValidator (max similarity 0.7 to the e-mail, first or last
 * name), shared by the API (which enforces it) and the sign-up forms (which show it while the
 * person types). No I/O: the common-password list stays on the server.
 */
export type PasswordAttributes = {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
};

const MAX_SIMILARITY = 0.7;
const ATTRIBUTE_NAMES: [keyof PasswordAttributes, string][] = [
  ['first_name', 'first name'],
  ['last_name', 'last name'],
  ['email', 'email'],
];

/** Python's `difflib.SequenceMatcher(a=a, b=b).quick_ratio()`: 2·M/T over multiset matches. */
export function quickRatio(a: string, b: string): number {
  const aChars = [...a];
  const bChars = [...b];
  const total = aChars.length + bChars.length;
  if (total === 0) return 1;
  const available = new Map<string, number>();
  for (const ch of bChars) available.set(ch, (available.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of aChars) {
    const n = available.get(ch) ?? 0;
    if (n > 0) matches++;
    available.set(ch, n - 1);
  }
  return (2 * matches) / total;
}

/** Django's exceeds_maximum_length_ratio: a much longer password cannot be "similar" to a short value. */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const passwordLength = [...password].length;
  const valueLength = [...value].length;
  const lengthBoundSimilarity = (MAX_SIMILARITY / 2) * passwordLength;
  return passwordLength >= 10 * valueLength && valueLength < lengthBoundSimilarity;
}

/** The attribute the password is too similar to ('email', 'first name', 'last name'), if any. */
export function tooSimilarTo(password: string, attributes: PasswordAttributes): string | undefined {
  const pw = password.toLowerCase();
  for (const [key, label] of ATTRIBUTE_NAMES) {
    const value = attributes[key];
    if (!value) continue;
    const lower = value.toLowerCase();
    // Python's re.split(r"\W+", value) plus the whole value.
    const parts = [...lower.split(/[^\p{L}\p{N}_]+/u), lower];
    for (const part of parts) {
      if (exceedsMaximumLengthRatio(pw, part)) continue;
      if (quickRatio(pw, part) >= MAX_SIMILARITY) return label;
    }
  }
  return undefined;
}
