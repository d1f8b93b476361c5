import { chromium } from '@playwright/test';

const base = process.argv[2];
const paths = process.argv.slice(3);
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const js of [false, true])
  for (const vp of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const ctx = await b.newContext({ viewport: vp, javaScriptEnabled: js });
    const p = await ctx.newPage();
    p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
    p.on('pageerror', (e) => console.log('pageerror', e.message));
    for (const path of paths) {
      await p.goto(base + path, { waitUntil: 'networkidle' });
      await p.waitForTimeout(500);
      await p.screenshot({
        path: `/tmp/shot${path.replace(/\//g, '_')}-${vp.width}-${js ? 'js' : 'nojs'}.png`,
      });
      console.log(path, vp.width, js, await p.locator('h1').first().innerText());
    }
    await ctx.close();
  }
await b.close();
