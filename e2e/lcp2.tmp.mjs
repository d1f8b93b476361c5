import { chromium } from '@playwright/test';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (let run = 0; run < 3; run++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  const p = await ctx.newPage();
  if (process.env.NOFONT) await p.route('**/*.woff2', (r) => r.abort());
  if (process.env.NOJS) await p.route('**/*.js', (r) => r.abort());
  await p.addInitScript(() => {
    window.__e = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__e.push([
          e.entryType,
          e.name,
          Math.round(e.startTime),
          e.size,
          e.element ? e.element.tagName + '.' + (e.element.className || '').slice(0, 30) : '',
          e.element?.isConnected,
        ]);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__e.push([e.entryType, e.name, Math.round(e.startTime)]);
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver(() => {
      if (
        !window.__replaced &&
        document.getElementById('root')?.firstElementChild?.dataset?.x === undefined
      ) {
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await ctx.newCDPSession(p);

  await p.goto('http://localhost:3911/', { waitUntil: 'load' });
  await p.waitForTimeout(3000);
  console.log(JSON.stringify(await p.evaluate(() => window.__e)));
  await ctx.close();
}
await b.close();
