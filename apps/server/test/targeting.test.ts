import type {
  CrawlPage,
  CrawlRun,
  SemantiqDomain,
  TargetingKey,
  UrlTestResult,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CRAWLER_USER_AGENT } from '../src/services/semantiq/crawler.ts';
import {
  alsoAllowCrawlerTargets,
  crawlRefusal,
  isPrivateAddress,
} from '../src/services/semantiq/crawler-guard.ts';
import { answerOf } from './support/calls.ts';
import { fakeSite } from './support/fake-site.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';

// Issue 42 (DOMAIN2 §6.3): key-value keys under the ad server's limits, the URL tester, the
// polite crawler against a local site that counts its requests (robots.txt, crawl delay,
// canonical de-duplication), and the crawled articles' approval; each call with its role,
// company and bad input.

const targeting = '/api/ws-targeting';
const semantiq = '/api/ws-semantiq';

describeOnLanes(
  'targeting and Semantiq',
  ['contextual', 'semantiq', 'admin', 'agency'],
  ({ server, tokens }) => {
    const key = (name: string, values: string[] = ['sport']) => ({
      name,
      displayName: name,
      keyType: 'PREDEFINED',
      reportable: true,
      values,
    });

    it('refuses `Rubrik Sport`, a value with `=` and the 201st key, each on its field', async () => {
      const spaced = await server.send(
        'POST',
        `${targeting}/keys`,
        tokens.contextual,
        key('Rubrik Sport'),
      );
      expect(expectFieldError(spaced, 'name')).toBe('A key must not contain spaces.');
      const digit = await server.send(
        'POST',
        `${targeting}/keys`,
        tokens.contextual,
        key('1rubrik'),
      );
      expect(expectFieldError(digit, 'name')).toBe('A key must not start with a digit.');
      const long = await server.send(
        'POST',
        `${targeting}/keys`,
        tokens.contextual,
        key('a'.repeat(21)),
      );
      expect(expectFieldError(long, 'name')).toBe('Must be at most 20 characters long');
      const equals = await server.send(
        'POST',
        `${targeting}/keys`,
        tokens.contextual,
        key('rubrikneu', ['sport', 'a=b']),
      );
      expect(expectFieldError(equals, 'values')).toBe(
        'The value “a=b” contains the reserved character =.',
      );
      const german = await server.app.inject({
        method: 'POST',
        url: `${targeting}/keys`,
        headers: { authorization: `Bearer ${tokens.contextual}`, 'accept-language': 'de' },
        payload: key('Rubrik Sport'),
      });
      expect(expectFieldError(german, 'name')).toBe(
        'Ein Schlüssel darf keine Leerzeichen enthalten.',
      );

      // Up to 200 active keys (the demo has 11), then the 201st is refused.
      const created = await answerOf<TargetingKey>(
        server.send(
          'POST',
          `${targeting}/keys`,
          tokens.contextual,
          key('Ressort', ['inland', 'ausland']),
        ),
      );
      expect(created.valueCount).toBe(2);
      const taken = await server.send(
        'POST',
        `${targeting}/keys`,
        tokens.contextual,
        key('ressort'),
      );
      expect(expectFieldError(taken, 'name')).toBe(
        'A key with this name already exists (case does not count).',
      );
      const { companyId } = await server.database.db
        .selectFrom('targetingKey')
        .where('id', '=', created.id)
        .select('companyId')
        .executeTakeFirstOrThrow();
      const { count } = await server.database.db
        .selectFrom('targetingKey')
        .where('companyId', '=', companyId)
        .where('active', '=', true)
        .select(sql<string>`count(*)`.as('count'))
        .executeTakeFirstOrThrow();
      await server.database.db
        .insertInto('targetingKey')
        .values(
          Array.from({ length: 200 - Number(count) }, (_, index) => ({
            companyId,
            ...key(`fill${index}`),
          })),
        )
        .execute();
      const tooMany = await server.send(
        'POST',
        `${targeting}/keys`,
        tokens.contextual,
        key('key201'),
      );
      expect(expectFieldError(tooMany, 'name')).toBe(
        'The ad server allows at most 200 keys; deactivate another one first.',
      );
      // An inactive key does not count.
      const inactive = await server.send('POST', `${targeting}/keys`, tokens.contextual, {
        ...key('key201'),
        active: false,
      });
      expect(inactive.statusCode).toBe(200);
    });

    it('tests a URL: the rules that fire and the key-values sent, else the defaults', async () => {
      const rules = [
        { pathPattern: '/:rubrik/**', key: 'rubrik', mode: 'FROM_PATH', values: [] },
        {
          pathPattern: '/sport/fussball/**',
          key: 'interesse',
          mode: 'STATIC',
          values: ['fussball'],
        },
        { pathPattern: '/ratgeber/*', key: 'artikeltyp', mode: 'STATIC', values: ['ratgeber'] },
      ];
      const defaultValues = [{ key: 'rubrik', values: ['startseite'] }];
      const sport = await answerOf<UrlTestResult>(
        server.send('POST', `${targeting}/url-test`, tokens.contextual, {
          url: 'https://kontextnews.at/Sport/Fussball/fcb-gewinnt?ref=x#top',
          rules,
          defaultValues,
        }),
      );
      expect(sport.fired.map((fired) => fired.index)).toEqual([0, 1]);
      expect(sport.keyValues).toEqual([
        { key: 'rubrik', values: ['sport'] },
        { key: 'interesse', values: ['fussball'] },
      ]);
      const home = await answerOf<UrlTestResult>(
        server.send('POST', `${targeting}/url-test`, tokens.contextual, {
          url: '/',
          rules,
          defaultValues,
        }),
      );
      expect(home).toMatchObject({ fired: [], usedDefaults: true, keyValues: defaultValues });
      const bad = await server.send('POST', `${targeting}/url-test`, tokens.contextual, {
        url: '/x',
        rules: [{ ...rules[0], pathPattern: 'sport' }],
        defaultValues,
      });
      expect(expectFieldError(bad, 'rules.0.pathPattern')).toBe(
        'A path pattern starts with / and contains no spaces.',
      );
    });

    it('answers each area to its role only, and a record of another company not at all', async () => {
      expect((await server.send('GET', `${targeting}/keys`, tokens.semantiq)).statusCode).toBe(403);
      expect((await server.send('GET', `${targeting}/keys`, tokens.agency)).statusCode).toBe(403);
      expect((await server.send('GET', `${semantiq}/domains`, tokens.contextual)).statusCode).toBe(
        403,
      );
      expect(
        (await server.send('GET', `${semantiq}/crawler-articles`, tokens.semantiq)).statusCode,
      ).toBe(403);
      expect(
        (await server.send('GET', `${semantiq}/crawler-articles`, tokens.admin)).statusCode,
      ).toBe(200);
      const other = await server.database.db
        .selectFrom('semantiqDomain')
        .select('id')
        .executeTakeFirstOrThrow();
      // The admin holds no SEMANTIQ role here; the semantiq persona reads its own domain…
      expect(
        (await server.send('GET', `${semantiq}/domains/${other.id}`, tokens.semantiq)).statusCode,
      ).toBe(200);
      // …and the contextual persona's company's key is no record of Semantik Labs.
      const someKey = await server.database.db
        .selectFrom('targetingKey')
        .select('id')
        .executeTakeFirstOrThrow();
      expect(
        (await server.send('GET', `${targeting}/keys/${someKey.id}`, tokens.contextual)).statusCode,
      ).toBe(200);
      const domainBad = await server.send('POST', `${semantiq}/domains`, tokens.semantiq, {
        startUrl: 'ftp://example.ch/',
      });
      expect(expectFieldError(domainBad, 'startUrl')).toBe(
        'Give the website’s address with http:// or https://.',
      );
    });

    const site = fakeSite();
    beforeAll(() => site.start());
    afterAll(() => site.stop());

    it('never reaches a private address unless CRAWLER_ALLOW names it (SSRF)', async () => {
      for (const address of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '192.168.1.1', '::1'])
        expect(isPrivateAddress(address), address).toBe(true);
      for (const address of ['::ffff:127.0.0.1', 'fd00::1', 'fe80::1', '100.64.0.1'])
        expect(isPrivateAddress(address), address).toBe(true);
      for (const address of ['8.8.8.8', '2a00:1450:4001::1', '185.1.2.3'])
        expect(isPrivateAddress(address), address).toBe(false);
      expect(await crawlRefusal('http://localhost:8080/')).toMatch(/^Blocked: localhost/);
      for (const startUrl of [
        'http://169.254.169.254/latest/meta-data/',
        'http://10.0.0.1/',
        'http://[::1]:8080/',
        'http://localhost:5432/',
        `${site.origin}/news/`,
      ]) {
        const refused = await server.send('POST', `${semantiq}/domains`, tokens.semantiq, {
          startUrl,
        });
        expect(expectFieldError(refused, 'startUrl'), startUrl).toBe(
          'An address in a private network: the crawler does not read it.',
        );
      }
      // The operator allows the test site (its host and port), and only it.
      alsoAllowCrawlerTargets([new URL(site.origin).host]);
      expect(await crawlRefusal(`${site.origin}/news/`)).toBeUndefined();
      expect(await crawlRefusal('http://127.0.0.1:1/')).toMatch(/private address/);
    });

    it('crawls politely: robots.txt obeyed, its delay kept, canonical duplicates skipped', async () => {
      alsoAllowCrawlerTargets([new URL(site.origin).host]);
      const domain = await answerOf<SemantiqDomain>(
        server.send('POST', `${semantiq}/domains`, tokens.semantiq, {
          startUrl: `${site.origin}/news/`,
        }),
      );
      const started = await answerOf<{ jobId: number; run: CrawlRun }>(
        server.send('POST', `${semantiq}/domains/${domain.id}/crawl`, tokens.semantiq),
      );
      const twice = await server.send(
        'POST',
        `${semantiq}/domains/${domain.id}/crawl`,
        tokens.semantiq,
      );
      expect(twice.statusCode).toBe(422);
      let pages: { run: CrawlRun; items: CrawlPage[]; counts: Record<string, number> } | undefined;
      for (let attempt = 0; attempt < 120; attempt += 1) {
        const answer: NonNullable<typeof pages> = await answerOf(
          server.send('GET', `${semantiq}/crawl-runs/${started.run.id}/pages`, tokens.semantiq),
        );
        pages = answer;
        if (answer.run.state === 'DONE') break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(pages?.run.state).toBe('DONE');
      const outcome = (path: string) =>
        pages?.items.find((page) => page.url === `${site.origin}${path}`)?.outcome;
      expect(outcome('/news/eins')).toBe('NEW');
      expect(outcome('/news/zwei')).toBe('NEW');
      expect(outcome('/news/eins?utm=mail')).toBe('NON_CANONICAL');
      expect(outcome('/news/privat/plan')).toBe('ROBOTS');
      expect(outcome('/news/fehlt')).toBe('ERROR');
      // The redirect to the metadata address was not followed.
      const redirected = pages?.items.find((page) => page.url === `${site.origin}/news/weg`);
      expect(redirected).toMatchObject({ outcome: 'ERROR' });
      expect(redirected?.detail).toMatch(/^Blocked: 169\.254\.169\.254 is a private address/);
      // Outside the start URL: not planned at all.
      expect(outcome('/anderswo/drei')).toBeUndefined();
      expect(pages?.run).toMatchObject({
        pagesPlanned: 6,
        skippedRobots: 1,
        skippedNonCanonical: 1,
        errors: 2,
        articlesNew: 2,
        crawlDelayMs: 300,
      });
      // The site counted its requests: the disallowed page never, each with the crawler's agent,
      // and never two within the crawl delay.
      expect(site.requests.map((request) => request.path)).not.toContain('/news/privat/plan');
      expect(site.requests.every((request) => request.agent === CRAWLER_USER_AGENT)).toBe(true);
      const gaps = site.requests
        .slice(1)
        .map((request, index) => request.at - (site.requests[index]?.at ?? 0));
      expect(Math.min(...gaps.slice(1))).toBeGreaterThanOrEqual(290);
      // The articles are classified and wait for the admin.
      const articles = await answerOf<{
        items: { title: string; categories: { id: string; name: string }[]; status: string }[];
      }>(server.send('GET', `${semantiq}/articles?domainId=${domain.id}`, tokens.semantiq));
      expect(articles.items.map((article) => article.title).sort()).toEqual([
        'Der Trainer bleibt',
        'FC gewinnt das Derby',
      ]);
      // Sports (IAB 483), named in the reader's language (semantiq-names.test).
      expect(articles.items[0]?.categories.map((category) => category.id)).toContain('483');
      expect(articles.items.every((article) => article.status === 'PENDING_APPROVAL')).toBe(true);
    });

    it('lets the admin approve a crawled article once: the waiting count goes down by one', async () => {
      const before = await answerOf<Record<string, number>>(
        server.send('GET', `${semantiq}/crawler-articles/counts`, tokens.admin),
      );
      const waiting = await answerOf<{ items: { id: number }[] }>(
        server.send(
          'GET',
          `${semantiq}/crawler-articles?status=PENDING_APPROVAL&limit=1`,
          tokens.admin,
        ),
      );
      const id = waiting.items[0]?.id ?? 0;
      const done = await answerOf<{ done: number }>(
        server.send('POST', `${semantiq}/crawler-articles/bulk/approve`, tokens.admin, {
          ids: [id],
        }),
      );
      expect(done.done).toBe(1);
      const again = await answerOf<{ refused: number; results: { translationKey?: string }[] }>(
        server.send('POST', `${semantiq}/crawler-articles/bulk/approve`, tokens.admin, {
          ids: [id, 999_999],
        }),
      );
      expect(again.refused).toBe(2);
      expect(again.results.map((row) => row.translationKey)).toEqual(['NOT_PENDING', 'NOT_FOUND']);
      const after = await answerOf<Record<string, number>>(
        server.send('GET', `${semantiq}/crawler-articles/counts`, tokens.admin),
      );
      expect(after.PENDING_APPROVAL).toBe((before.PENDING_APPROVAL ?? 0) - 1);
    });
  },
);
