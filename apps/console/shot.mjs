// Throwaway: screenshots of a running console (not committed).
import { chromium } from 'playwright-core';

const [base, email, path, out, lang = 'de', actions = ''] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({
  viewport: { width: 1440, height: 900 },
  locale: lang === 'de' ? 'de-CH' : 'en-GB',
});
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console error:', m.text());
});
await page.goto(`${base}/login`);
await page.evaluate((l) => localStorage.setItem('language', l), lang);
await page.goto(`${base}/login`);
await page.locator('input[type=email], input[name=email]').first().fill(email);
await page.locator('input[type=password]').first().fill('demo');
await page.keyboard.press('Enter');
await page.waitForURL((url) => !url.pathname.startsWith('/authentication'));
await page.goto(`${base}${path}`);
await page.waitForTimeout(2500);
for (const step of actions.split('|').filter(Boolean)) {
  const [kind, arg] = step.split(':');
  if (kind === 'click') await page.getByRole('button', { name: arg, exact: true }).first().click();
  if (kind === 'key') await page.keyboard.press(arg);
  if (kind === 'focusrow') await page.getByRole('grid').locator('tbody tr').first().focus();
  await page.waitForTimeout(700);
}
await page.screenshot({ path: out, fullPage: false });
await browser.close();
