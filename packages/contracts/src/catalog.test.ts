import { describe, expect, it } from 'vitest';
import { CAREERS_PER_PAGE, careerCodeParamSchema, careerSearchQuerySchema } from './catalog';

describe('catalog contracts', () => {
  it('defaults search to empty, page to 1 and per_page to 20', () => {
    expect(careerSearchQuerySchema.parse({})).toEqual({ search: '', page: 1, per_page: CAREERS_PER_PAGE });
    expect(careerSearchQuerySchema.parse({ search: '  nurse ', page: '2' })).toMatchObject({
      search: 'nurse',
      page: 2,
    });
  });

  it('rejects bad pages, page sizes and over-long searches with DRF-like messages', () => {
    const issues = (q: Record<string, string>) =>
      careerSearchQuerySchema.safeParse(q).error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(issues({ page: '0' })).toEqual(['page: Invalid page.']);
    expect(issues({ page: 'x' })).toEqual(['page: A valid integer is required.']);
    expect(issues({ per_page: '101' })).toEqual([
      'per_page: Ensure this value is less than or equal to 100.',
    ]);
    expect(issues({ search: 'a'.repeat(101) })).toEqual([
      'search: Ensure this field has no more than 100 characters.',
    ]);
  });

  it('accepts O*NET-SOC codes only', () => {
    expect(careerCodeParamSchema.safeParse({ code: '29-1141.00' }).success).toBe(true);
    expect(careerCodeParamSchema.safeParse({ code: '29-1141' }).success).toBe(false);
  });
});
