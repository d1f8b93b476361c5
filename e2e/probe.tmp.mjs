import { chromium } from '@playwright/test';
const base = process.argv[2]; const paths = process.argv.slice(3);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: 412, height: 823 } });
p.on('console', m => console.log('console', m.type(), m.text().slice(0,200)));
p.on('pageerror', e => console.log('pageerror', e.message));
for (const path of paths) { const t=Date.now(); await p.goto(base + path, { waitUntil: 'networkidle' }); console.log(path, Date.now()-t, 'ms', (await p.locator('main').innerText()).slice(0,120).replace(/\n/g,' | ')); await p.screenshot({ path: `/tmp/shot${path.replace(/\//g,'_')}.png` }); }
await b.close();
