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
