// usage: node shot.mjs email lang path out.png [width] [waitText]
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
const [email, lang, path, out, width = '1440', waitText] = process.argv.slice(2);
const base = 'http://127.0.0.1:3342';
const r = await fetch(`${base}/api/ws-auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo' }) });
const { token } = await r.json();
const browser = await chromium.launch(await chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 } });
await page.route(`${base}/blank`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }));
await page.goto(`${base}/blank`);
await page.evaluate(([t, l]) => { localStorage.setItem('token', t); localStorage.setItem('language', l); localStorage.setItem('forcedLogoutComplete', 'true'); }, [token, lang]);
await page.goto(base + path);
if (waitText) await page.getByText(waitText).first().waitFor({ timeout: 60000 });
else await page.waitForTimeout(8000);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: true });
console.log(await page.evaluate(() => document.body.innerText.slice(0, 3000)));
await browser.close();
