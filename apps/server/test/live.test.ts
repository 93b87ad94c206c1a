import type { AddressInfo } from 'node:net';
import {
  type CreditNote,
  creditNoteEndpoints,
  type LiveChange,
  printPositionEndpoints,
  type SelectedCompany,
} from '@adconsole/api/contracts';
import { encodeSelectedCompany, SELECTED_COMPANY_HEADER } from '@adconsole/api/envelope';
import { createParser } from 'eventsource-parser';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { LIVE_QUIET_TABLES } from '../src/db/migrations/0077-live-notify.ts';
import { companyTables } from '../src/kit/scope.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';

// Issue 46, live lists: "the server publishes changes of the records a list shows (PostgreSQL
// LISTEN/NOTIFY …) over Server-Sent Events, scoped to the acting company and the caller's roles
// by construction … no change is shown to a user who may not see it". Each stream here is a real
// HTTP stream of the server listening on a loopback port.

const creditNotes = creditNoteEndpoints.list.path;
const printPositions = printPositionEndpoints.list.path;

interface Listening {
  changes: LiveChange[];
  /** The first lines (the retry and the comment). */
  opened: Promise<void>;
  close(): void;
}

describeOnLanes(
  'live lists (issue 46)',
  ['finance', 'controlling', 'admin', 'sales'],
  (context) => {
    const { server, tokens } = context;
    const sales = seededCompany(server, 'Adconsole Sales');
    const db = () => server.database.db as unknown as Db;
    let base = '';
    const open: Listening[] = [];
    beforeAll(async () => {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      for (const stream of open) stream.close();
    });

    /** Opens `GET /api/events` as a user (for a selected company) and gathers its change events. */
    function listen(token: string, company?: SelectedCompany, query = ''): Listening {
      const stop = new AbortController();
      const changes: LiveChange[] = [];
      let opened!: () => void;
      const openedPromise = new Promise<void>((resolve) => {
        opened = resolve;
      });
      const parser = createParser({
        onEvent: ({ event, data }) => {
          if (event === 'change') changes.push(JSON.parse(data) as LiveChange);
        },
        onComment: () => opened(),
      });
      void (async () => {
        // As the console's EventSource: a ticket for the token and company, then the stream by
        // it (a stream is held open only for a ticket).
        const ticketAnswer = await fetch(`${base}/api/events/ticket`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            ...(company ? { [SELECTED_COMPANY_HEADER]: encodeSelectedCompany(company) } : {}),
          },
          signal: stop.signal,
        });
        const { ticket } = (await ticketAnswer.json()) as { ticket: string };
        const joined = `${query ? `${query}&` : '?'}ticket=${encodeURIComponent(ticket)}`;
        const response = await fetch(`${base}/api/events${joined}`, { signal: stop.signal });
        if (!response.body) return;
        const decoder = new TextDecoder();
        for await (const chunk of response.body)
          parser.feed(decoder.decode(chunk, { stream: true }));
      })().catch(() => {});
      const listening = { changes, opened: openedPromise, close: () => stop.abort() };
      open.push(listening);
      return listening;
    }
    const until = async (check: () => boolean, ms = 5000) => {
      const end = Date.now() + ms;
      while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
      return check();
    };
    const idsOf = (changes: LiveChange[], path: string) =>
      changes.flatMap((change) => change.lists[path] ?? []);

    it('every company table announces its changes (migration 0077), but the facts written at volume', async () => {
      const { rows } = await sql<{ table: string; triggers: string }>`
      select c.relname as table, count(t.tgname)::text as triggers from pg_class c
      left join pg_trigger t on t.tgrelid = c.oid and t.tgname like 'live\\_%'
      where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
      group by c.relname`.execute(db());
      const triggers = new Map(rows.map((row) => [row.table, Number(row.triggers)]));
      const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const quiet = new Set<string>(LIVE_QUIET_TABLES);
      const without = Object.keys(companyTables)
        .map(snake)
        // The views among them (the financials) have no rows of their own to announce.
        .filter((table) => triggers.has(table) && !quiet.has(table) && triggers.get(table) !== 3);
      expect(without).toEqual([]);
    });

    it('the kit knows which lists show a table: resources, read-only resources and declared lists', () => {
      expect(server.app.live.listsOf('creditNote')).toContain(creditNotes);
      // A declared list (registerList) by the tables of its rows' query.
      expect(server.app.live.listsOf('campaignPosition')).toContain(printPositions);
      expect(server.app.live.listsOf('leadSource')).toContain('ws-funnel/sources');
    });

    it('a second person’s approval reaches the first’s stream, not another company’s or a role’s that may not read the list', async () => {
      const finance = listen(tokens.finance);
      const sales_ = listen(tokens.sales);
      // The administrator holds every role, but acts for Adconsole AG: another company.
      const otherCompany = listen(tokens.admin);
      await Promise.all([finance.opened, sales_.opened, otherCompany.opened]);
      expect(server.app.live.streams).toBeGreaterThanOrEqual(3);

      // A credit note requested by finance, approved by controlling (four eyes).
      const invoice = await db()
        .selectFrom('invoice')
        .select(['id', 'version'])
        .where('companyId', '=', sales.id)
        .where('number', 'is not', null)
        .where('docType', '=', 'INVOICE')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('creditNote as c')
                .select('c.id')
                .whereRef('c.invoiceId', '=', 'invoice.id'),
            ),
          ),
        )
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('invoice')
        .set({ state: 'ISSUED', paidTotal: 0 })
        .where('id', '=', invoice.id)
        .execute();
      const call = callsAs(server, () => tokens.finance);
      const note = await answerOf<CreditNote>(
        call('POST', `/api/ws-finances/invoices/${invoice.id}/credit-note`, {
          kind: 'CANCELLATION',
          reason: 'Doppelt verrechnet',
          version: invoice.version,
        }),
      );
      expect(await until(() => idsOf(finance.changes, creditNotes).includes(note.id))).toBe(true);
      finance.changes.length = 0;

      const approved = await answerOf<CreditNote>(
        call(
          'POST',
          `/api/ws-compliance/credit-notes/${note.id}/approve`,
          { version: note.version },
          tokens.controlling,
        ),
      );
      expect(approved.state).toBe('APPROVED');
      const approvedAt = Date.now();
      // "within a second of another user's change"
      expect(await until(() => idsOf(finance.changes, creditNotes).includes(note.id), 1000)).toBe(
        true,
      );
      expect(Date.now() - approvedAt).toBeLessThan(1000);
      // The stream of the same company without ACCESS_COMPLIANCE hears of no credit note, and the
      // other company's hears of nothing at all (the administrator may read every list's kind).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(idsOf(sales_.changes, creditNotes)).toEqual([]);
      expect(otherCompany.changes).toEqual([]);
    });

    it('the administrator acting for the company hears of it; a change rolled back is never announced', async () => {
      const acting = listen(tokens.admin, sales);
      await acting.opened;
      const [source] = await db()
        .selectFrom('leadSource')
        .select(['id', 'name'])
        .where('companyId', '=', sales.id)
        .orderBy('id')
        .limit(1)
        .execute();
      if (!source) throw new Error('no lead source in the demo data');
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('leadSource')
            .set({ name: `${source.name} (verworfen)` })
            .where('id', '=', source.id)
            .execute();
          // NOTIFY is transactional: rolled back with the change.
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await db()
        .updateTable('creditNote')
        .set({ updatedAt: new Date() })
        .where('companyId', '=', sales.id)
        .where('id', '=', (eb) => eb.selectFrom('creditNote').select(eb.fn.min('id').as('id')))
        .execute();
      expect(await until(() => idsOf(acting.changes, creditNotes).length > 0)).toBe(true);
      expect(idsOf(acting.changes, 'ws-funnel/sources')).toEqual([]);
    });

    it('opens with a ticket in place of the headers (the browser’s EventSource); a forged or foreign ticket is no caller', async () => {
      const ticket = await answerOf<{ ticket: string }>(
        server.request({
          method: 'POST',
          url: '/api/events/ticket',
          token: tokens.admin,
          company: sales,
        }),
      );
      const stream = await fetch(
        `${base}/api/events?end=now&ticket=${encodeURIComponent(ticket.ticket)}`,
      );
      expect(stream.status).toBe(200);
      expect(await stream.text()).toBe('retry: 2000\n: live\n\n');
      const forged = `${ticket.ticket.slice(0, -4)}AAA=`;
      for (const bad of [forged, 'v1:bm90IGEgdGlja2V0', 'x']) {
        const refused = await fetch(`${base}/api/events?end=now&ticket=${encodeURIComponent(bad)}`);
        expect(refused.status).toBe(401);
      }
    });

    it('answers its first lines and ends at once with end=now (the walk’s sample); refuses without a token', async () => {
      const response = await fetch(`${base}/api/events?end=now`, {
        headers: { authorization: `Bearer ${tokens.sales}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expect(await response.text()).toBe('retry: 2000\n: live\n\n');
      expect((await fetch(`${base}/api/events?end=now`)).status).toBe(401);
      // Without a ticket (the token in the header: a script, the route walks) a stream is not
      // held open: the first lines, then the end.
      const headerOnly = await fetch(`${base}/api/events`, {
        headers: { authorization: `Bearer ${tokens.sales}` },
      });
      expect(await headerOnly.text()).toBe('retry: 2000\n: live\n\n');
    });
  },
);
