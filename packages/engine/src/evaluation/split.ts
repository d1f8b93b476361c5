/**
 * Train/test split of the careers by a hash of the O*NET-SOC code (FNV-1a, even → train): stable
 * across runs and releases, independent of the data. Weights are chosen on train, reported on test.
 */
import type { PreparedCatalogue } from '../prepare-catalogue';
import { hashString } from '../random';

export type Split = { train: number[]; test: number[] };

export function splitCareers(catalogue: PreparedCatalogue): Split {
  const train: number[] = [];
  const test: number[] = [];
  catalogue.careers.forEach((c, i) => {
    (hashString(c.code) % 2 === 0 ? train : test).push(i);
  });
  return { train, test };
}
