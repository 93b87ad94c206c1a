#!/usr/bin/env node
/**
 * Screens audit: signs in as each persona on a running console (`npm start`), opens the
 * persona's home and every entry of its navigation in German, French and Italian at 1440 px
 * (and the home plus the first entries at 390 px), saves a screenshot of each and reports what
 * a reviewer must never see (issue 33's "Done when"):
 *   - an ISO date or timestamp in the page's text ("2026-11-28T08:00", "2026-11-28");
 *   - the frame text of an area not built ("folgen mit eigenen Ansichten");
 *   - sideways scroll of the page at any width, or of a table at 1440 px (a labelled, focusable
 *     scroll region such as the booking calendar's days, or a table on a phone, scrolls by
 *     design);
 *   - a money amount or status cut (an element with `text-overflow: ellipsis` whose text
 *     overflows and holds an amount or sits in a status badge).
 * The screenshots are for the eyes: look at them; the report only lists what a script can see.
 *
 * Usage: node scripts/screens.mjs [--url http://127.0.0.1:3000] [--out .reports/screens]
 *          [--personas agency,sales] [--languages de,fr,it] [--phone-entries 2]
 * Exit code 1 when anything was found.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: '.reports/screens' },
    personas: {
      type: 'string',
      default: 'agency,selfbooking,sales,ops,printops,finance,post,postnetz,companyadmin,admin',
    },
    languages: { type: 'string', default: 'de,fr,it' },
    'phone-entries': { type: 'string', default: '2' },
  },
});

const FRAME_TEXTS = [
  'folgen mit eigenen Ansichten',
  'will follow with their own views',
  'suivront avec leurs propres vues',
  'seguiranno con viste proprie',
];
const ISO = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/;
const MONEY = /(?:CHF|EUR|€|Fr\.)\s?-?[\d'’ .,]+|[\d'’ .,]+\s?(?:CHF|EUR|€)/;

/** What the page shows that a reviewer must not see (runs in the page). */
function inspect({ iso, money, frames, wide }) {
  const isoRule = new RegExp(iso);
  const moneyRule = new RegExp(money);
  const found = [];
  // What the reader sees (hidden text such as a closed menu's is not a finding).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
  const text = document.body.innerText;
  const isoHit = text.match(isoRule);
  if (isoHit) found.push(`ISO date "${isoHit[0]}"`);
  for (const frame of frames) if (text.includes(frame)) found.push(`frame text "${frame}"`);
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth + 1)
    found.push(`page scrolls sideways by ${page.scrollWidth - window.innerWidth} px`);
  if (wide) {
    for (const grid of document.querySelectorAll('[role=grid], table')) {
      let box = grid;
      while (box && box !== document.body) {
        const style = getComputedStyle(box);
        if (/(auto|scroll)/.test(style.overflowX) && box.scrollWidth > box.clientWidth + 1) {
          // A scroll region by design (a calendar's days) is labelled and takes the focus so
          // the keyboard scrolls it; any other sideways scroll of a table is a fault.
          if (box.hasAttribute('tabindex') && box.hasAttribute('aria-label')) break;
          found.push(`table scrolls sideways by ${box.scrollWidth - box.clientWidth} px`);
          break;
        }
        box = box.parentElement;
      }
    }
  }
  for (const element of document.querySelectorAll('body *')) {
    if (element.children.length > 0 || !element.textContent?.trim()) continue;
    const style = getComputedStyle(element);
    if (style.textOverflow !== 'ellipsis' || element.scrollWidth <= element.clientWidth + 1)
      continue;
    const value = element.textContent.trim();
    const status = element.closest('[data-tone], [data-status]');
    if (moneyRule.test(value) || status)
      found.push(`cut ${status ? 'status' : 'amount'} "${value}"`);
  }
  return [...new Set(found)];
}

const launch = await chromiumLaunchOptions();
const browser = await chromium.launch(launch);
const findings = [];
let shots = 0;
await mkdir(options.out, { recursive: true });

/** Waits until the page has settled: no request in flight for a moment, nothing busy. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

async function visit(page, persona, language, width, href, index) {
  await page.goto(new URL(href, options.url).href);
  await settle(page);
  const slug = href.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const file = join(
    options.out,
    `${persona}-${language}-${width}-${String(index).padStart(2, '0')}-${slug}.png`,
  );
  await page.screenshot({ path: file });
  shots += 1;
  const seen = await page.evaluate(inspect, {
    iso: ISO.source,
    money: MONEY.source,
    frames: FRAME_TEXTS,
    wide: width >= 1440,
  });
  for (const what of seen) findings.push({ persona, language, width, href, what, file });
}

for (const persona of options.personas.split(',')) {
  /** The persona's navigation, read at 1440 px and opened again at 390 px (a drawer there). */
  let entries = [];
  for (const language of options.languages.split(',')) {
    for (const width of [1440, 390]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: 'de-CH',
        timezoneId: 'Europe/Zurich',
      });
      const page = await context.newPage();
      await page.goto(new URL('/login', options.url).href);
      await page.evaluate((lang) => localStorage.setItem('language', lang), 'de');
      await page.reload();
      await page.getByLabel('E-Mail').fill(`${persona}@example.com`);
      await page.getByLabel('Passwort').fill('demo');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL((url) => !/\/(login|authentication)/.test(url.pathname));
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.reload();
      await settle(page);
      const home = new URL(page.url()).pathname;
      if (width >= 1440)
        entries = await page.evaluate(() =>
          [...document.querySelectorAll('nav a[href^="/"]')].map((a) => a.getAttribute('href')),
        );
      const hrefs = [...new Set([home, ...entries])];
      const limit = width >= 1440 ? hrefs.length : 1 + Number(options['phone-entries']);
      for (const [index, href] of hrefs.slice(0, limit).entries()) {
        try {
          await visit(page, persona, language, width, href, index);
        } catch (error) {
          findings.push({
            persona,
            language,
            width,
            href,
            what: `failed: ${String(error).split('\n')[0]}`,
          });
        }
      }
      await context.close();
    }
  }
}
await browser.close();

const report = findings.map(
  ({ persona, language, width, href, what }) => `${persona} ${language} ${width} ${href}: ${what}`,
);
await writeFile(join(options.out, 'findings.txt'), `${report.join('\n')}\n`);
console.log(report.join('\n'));
console.log(`${shots} screens, ${findings.length} findings (screenshots in ${options.out})`);
process.exit(findings.length > 0 ? 1 : 0);
