/**
 * Agreement of two Holland codes (up to three letters each), after Iachan's M index: a match of the
 * student's letter at position i with the career's letter at position j earns W[i][j]; the sum is
 * divided by the maximum, 28 (22 + 5 + 1). 'SIA' vs 'SIA' → 1; 'SIA' vs 'ASI' → (4+10+2)/28.
 */
const W = [
  [22, 10, 4],
  [10, 5, 2],
  [4, 2, 1],
];

export function codeAgreement(student: readonly number[], career: ArrayLike<number>, offset = 0): number {
  let m = 0;
  for (let i = 0; i < student.length && i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      if (career[offset + j] === student[i]) m += W[i][j];
    }
  }
  return m / 28;
}

/** Code agreement with a first-letter bonus: (1 − first)·M + first·[same first letter] (weights.codeFirst). */
export function codeMatch(
  student: readonly number[],
  career: ArrayLike<number>,
  offset: number,
  first: number,
): number {
  const m = codeAgreement(student, career, offset);
  if (!first) return m;
  return (1 - first) * m + (student.length && career[offset] === student[0] ? first : 0);
}
