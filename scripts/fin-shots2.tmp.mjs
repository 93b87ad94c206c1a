import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
const base = 'http://localhost:3313';
const browser = await chromium.launch(await chromiumLaunchOptions());
async function signIn(email, language, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.goto(`${base}/login`);
  await page.getByLabel(/E-Mail|e-mail|Email/i).first().fill(email);
  await page.getByLabel(/Passwor|mot de passe|password/i).first().fill('demo');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth') && !url.pathname.startsWith('/login'), { timeout: 60000 });
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  return page;
}
const [email, language, width, prefix] = process.argv.slice(2);
const page = await signIn(email, language, Number(width));
const token = await page.evaluate(() => localStorage.getItem('token'));
const api = async (path) => (await page.request.get(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } }));
let winterId;
if (email.startsWith('finance')) {
  const answer = await api('/api/ws-finances/invoices?invoiceState=ALL&searchFilter=Winter%202023%2F24');
  const body = await answer.json();
  winterId = body.items?.[0]?.id;
  console.log('winter', winterId, body.items?.[0]?.number, body.items?.[0]?.campaignId);
  const pdf = await api(`/api/ws-finances/invoices/${winterId}/pdf`);
  writeFileSync(`/tmp/fin-shots/${prefix}-winter.pdf`, await pdf.body());
  const shoot = async (path, name) => {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `/tmp/fin-shots/${prefix}-${name}.png`, fullPage: true });
    console.log('shot', name);
  };
  await shoot(`/finances/invoice/${winterId}?tab=lines`, 'invoice');
  await shoot(`/finances/invoice/${winterId}?tab=pdf`, 'invoice-pdf');
  await shoot(`/finances/manual-invoice/${body.items?.[0]?.campaignId}`, 'manual');
} else {
  const shoot = async (path, name) => {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `/tmp/fin-shots/${prefix}-${name}.png`, fullPage: true });
    console.log('shot', name);
  };
  await shoot('/finances/company-configs', 'configs');
  const answer = await api('/api/ws-finances/company-configs');
  const body = await answer.json();
  await shoot(`/finances/company-configs/${body.items?.[0]?.id}`, 'config');
}
await browser.close();
