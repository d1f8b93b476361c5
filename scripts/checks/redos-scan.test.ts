import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { check, type Diagnostics } from 'recheck';
import { describe, expect, it } from 'vitest';
import { type FoundRegex, findRegexes, inventory, TEST_FILE } from './regex-inventory';

/**
 * ReDoS scan (issue 10 finding 1, docs/security.md): every regular expression in apps/, packages/,
 * e2e/ and scripts/ is checked with recheck (automaton + fuzzing analysis, maintained by
 * makenowjust-labs); an expression with super-linear backtracking fails the test.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const DIRECTORIES = ['apps', 'packages', 'e2e', 'scripts'];
const RECHECK_VERSION = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('recheck/package.json'), 'utf8')) as {
    version: string;
  }
).version;

// Fixed seed: the fuzzing checker gives the same answer on every run.
const analyse = (source: string, flags: string): Promise<Diagnostics> =>
  check(source, flags, { randomSeed: 42, timeout: 30_000 });

const where = (r: FoundRegex) => `${r.file}:${r.line} /${r.source}/${r.flags}`;

describe('ReDoS scan', () => {
  it('flags the e-mail pattern that froze the server (the check can fail)', async () => {
    const [old] = findRegexes(
      'fixture.ts',
      'export const SIMPLE_EMAIL_PATTERN = /^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$/;',
    );
    expect((await analyse(old!.source, old!.flags)).status).toBe('vulnerable');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source code with a template
    const [built] = findRegexes('fixture.ts', "const W = '\\\\w+'; new RegExp(`^(${W})*$`);");
    expect(built).toMatchObject({ source: '^(\\w+)*$', dynamic: false });
    expect((await analyse(built!.source, built!.flags)).status).toBe('vulnerable');
  });

  it('finds every regular expression of the code base safe', async () => {
    const found = inventory(ROOT, DIRECTORIES);
    const files = new Set(found.map((r) => r.file));
    // Dynamic expressions cannot be checked for every value: production code must not build them.
    const uncheckable = found.filter((r) => r.dynamic && !TEST_FILE.test(r.file)).map(where);
    expect(uncheckable, 'RegExp built from run-time values in production code').toEqual([]);

    const unique = new Map<string, FoundRegex[]>();
    for (const r of found)
      unique.set(`${r.flags}/${r.source}`, [...(unique.get(`${r.flags}/${r.source}`) ?? []), r]);
    const problems: string[] = [];
    for (const [, sites] of unique) {
      const { source, flags } = sites[0]!;
      const d = await analyse(source, flags);
      if (d.status === 'safe') continue;
      const detail =
        d.status === 'vulnerable'
          ? `${d.complexity.summary}, attack ${d.attack.pattern}`
          : `unknown (${d.error.kind})`;
      problems.push(`${sites.map(where).join(', ')}: ${detail}`);
    }
    console.log(
      `ReDoS scan (recheck ${RECHECK_VERSION}): ${found.length} regular expressions ` +
        `(${unique.size} distinct, ${found.filter((r) => r.dynamic).length} built from test data) ` +
        `in ${files.size} files; ${problems.length} unsafe`,
    );
    expect(problems).toEqual([]);
  });
});
