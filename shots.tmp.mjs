import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';
const base = 'http://localhost:3303';
const browser = await chromium.launch(await chromiumLaunchOptions());
const pages = process.argv.slice(2);
for (const [lang, width] of [['de', 1440], ['fr', 390], ['de', 390], ['fr', 1440]]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.goto(`${base}/`);
  await page.getByLabel(/E-Mail|e-mail/i).first().fill('finance@example.com');
  await page.getByLabel(/Passwort|Mot de passe|password/i).first().fill('demo');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.includes('login') && !url.pathname.includes('sign'), { timeout: 30000 }).catch(() => {});
  await page.waitForTimeout(1500);
  for (const path of pages) {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(3500);
    const name = `${path.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${width}.png`;
    await page.screenshot({ path: `/tmp/comp/shots/${name}`, fullPage: false });
    console.log(name);
  }
  await context.close();
}
await browser.close();
