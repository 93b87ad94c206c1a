import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
const base = 'http://127.0.0.1:3306';
const [email, language, ...paths] = process.argv.slice(2);
const signedIn = await fetch(`${base}/api/ws-auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo' }) });
const { token } = await signedIn.json();
const browser = await chromium.launch(await chromiumLaunchOptions());
for (const width of [1440, 390]) {
  const context = await browser.newContext({ locale: 'de-CH', viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.route(`${base}/blank`, (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }));
  await page.goto(`${base}/blank`);
  await page.evaluate(([t, l]) => { localStorage.setItem('token', t); localStorage.setItem('language', l); localStorage.setItem('forcedLogoutComplete', 'true'); }, [token, language]);
  for (const path of paths) {
    const started = Date.now();
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(4000);
    const name = `/tmp/shot-${path.replace(/[^a-z0-9]+/gi, '_')}-${language}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name, page.url(), Date.now() - started, 'ms');
  }
  await context.close();
}
await browser.close();
