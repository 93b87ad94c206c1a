import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
const base = 'http://localhost:3313';
const browser = await chromium.launch(await chromiumLaunchOptions());
async function signIn(email, language, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${base}/authentication/login`);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.goto(`${base}/authentication/login`);
  await page.locator('input[type=email], input[name=email]').first().fill(email);
  await page.locator('input[type=password]').first().fill('demo');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/authentication'), { timeout: 60000 });
  return page;
}
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [email, language, width, path, name, waitText] = spec.split('|');
  const page = await signIn(email, language, Number(width));
  await page.goto(`${base}${path}`);
  if (waitText) await page.getByText(waitText).first().waitFor({ timeout: 60000 }).catch(() => {});
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/fin-shots/${name}.png`, fullPage: true });
  console.log('shot', name, page.url());
  await page.context().close();
}
await browser.close();
