import { describe, expect, it } from 'vitest';
import { finances } from './finances.ts';
import { areas, matchTable } from './index.ts';
import { compliance } from './others.ts';
import { pagesUnder } from './pages.ts';

// Issue 38, "Done when": "No finances or compliance page shows its frame". The frame is what a
// leaf of the route table without a screen draws (title, crumbs and the area's purpose only,
// `types.ts`); the issue was filed because `/finances/invoices/{state}`, `manual-invoice`,
// `company-configs`, `credit-card-receipts`, `payments` and every `/compliance/*` page were
// such frames. Which e2e or story opens each page: /work/close-38.md and the finances README.

const pagesOf = pagesUnder;

describe('the finances and compliance pages (issue 38)', () => {
  it.each([
    ['finances', finances],
    ['compliance', compliance],
  ] as const)('%s: every page has a screen of its own, every index leads to one', (_name, area) => {
    for (const { path, node } of pagesOf(area)) {
      if (node.redirect) {
        const targets =
          typeof node.redirect === 'string'
            ? [node.redirect]
            : typeof node.redirect === 'object'
              ? node.redirect.firstAllowed
              : [];
        for (const target of targets) {
          // A redirect names a page of the table (a date or state filled in by the screen).
          const shown = matchTable(areas, target)?.nodes.at(-1);
          if (shown?.redirect) continue;
          expect(shown?.screen, `${path} → ${target}`).toBeDefined();
        }
        continue;
      }
      expect(node.screen, `${path} shows only its frame`).toBeDefined();
    }
  });

  it('knows the pages the issue named, each with its screen', () => {
    const pages = new Map(
      [...pagesOf(finances), ...pagesOf(compliance)]
        .filter(({ node }) => !node.redirect)
        .map(({ path, node }) => [path, node.screen]),
    );
    for (const path of [
      '/finances/invoices/$invoiceState',
      '/finances/invoice/$invoiceId',
      '/finances/manual-invoice/$campaignId',
      '/finances/company-configs',
      '/finances/company-configs/create',
      '/finances/company-configs/$configId',
      '/finances/credit-card-receipts/payments',
      '/finances/credit-card-receipts/payouts',
      '/finances/payments',
      '/finances/payments/$paymentId',
      '/compliance/list-price-changes',
      '/compliance/position-financials',
      '/compliance/account-financials',
      '/compliance/credit-notes',
    ]) {
      expect(pages.get(path), path).toBeDefined();
    }
  });
});
