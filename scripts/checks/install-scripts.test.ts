import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Issue 24 #8: `npm install` warned that sharp's install script was not covered by `allowScripts`.
 * Every installed package with an install script must be decided in package.json (allowed or
 * denied), so npm installs quietly and nobody runs a script nobody reviewed.
 */
describe('issue 24 #8: install scripts', () => {
  it('npm reports no install script left undecided by allowScripts', () => {
    const out = execFileSync('npm', ['install-scripts', 'ls'], { cwd: ROOT, encoding: 'utf8' });
    expect(out).not.toMatch(/not yet covered by allowScripts/);
  });

  it('sharp is denied its script (it checks for, or compiles, a binary) and runs from its prebuilt @img package', async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.allowScripts.sharp).toBe(false);
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).width).toBe(2);
  });
});
