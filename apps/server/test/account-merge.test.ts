import {
  accountMergePreviewSchema,
  accountMergeResultSchema,
  accountMergesSchema,
  crmAccountSchema,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import {
  accountReferences,
  accountReferencesKept,
} from '../src/services/crm/account-merge-moves.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';

// Issue 46, "Done when: Merging two accounts moves their contacts, campaigns and activities
// (counts checked before and after), and undo restores both." The counts are read from the
// database here, not from the merge's answer, before the merge, after it and after its undo.

/** What points at an account, counted straight from the tables (the test's own SQL). */
async function holdings(db: Db, accountId: number) {
  const { rows } = await sql<Record<string, string>>`select
      (select count(*) from contact where account_id = ${accountId}) as contacts,
      (select count(*) from campaign where ${accountId} in
        (advertiser_account_id, agency_account_id, invoicing_account_id)) as campaigns,
      (select count(*) from activity where account_id = ${accountId}
        and entity_type <> 'ACCOUNT_UPDATE') as activities,
      (select count(*) from sales_task where account_id = ${accountId}) as tasks,
      (select count(*) from comment where account_id = ${accountId}) as comments,
      (select count(*) from invoice where account_id = ${accountId}) as invoices,
      (select string_agg(id::text, ',' order by id) from contact where account_id = ${accountId})
        as contact_ids,
      (select string_agg(id::text, ',' order by id) from campaign
        where advertiser_account_id = ${accountId}) as campaign_ids`.execute(db);
  const row = rows[0] as Record<string, string | null>;
  return {
    contacts: Number(row.contacts),
    campaigns: Number(row.campaigns),
    activities: Number(row.activities),
    tasks: Number(row.tasks),
    comments: Number(row.comments),
    invoices: Number(row.invoices),
    contactIds: row.contactIds ?? '',
    campaignIds: row.campaignIds ?? '',
  };
}

describeOnLanes('merging duplicate accounts (issue 46)', ['sales', 'admin', 'ops'], (context) => {
  const { server, tokens } = context;
  const sales = seededCompany(server, 'Adconsole Sales');
  const db = () => server.database.db as unknown as Db;
  const pair = { survivor: 0, merged: 0 };

  beforeAll(async () => {
    // Two of the company's accounts that each hold contacts, campaigns and activities.
    const { rows } = await sql<{ id: number }>`select a.id from account a
      where a.company_id = ${sales.id} and a.merged_into_id is null
        and exists (select 1 from contact c where c.account_id = a.id)
        and exists (select 1 from campaign k where k.advertiser_account_id = a.id)
        and exists (select 1 from activity t where t.account_id = a.id and t.entity_type = 'ACCOUNT')
      order by a.id limit 2`.execute(db());
    expect(rows).toHaveLength(2);
    pair.survivor = (rows[0] as { id: number }).id;
    pair.merged = (rows[1] as { id: number }).id;
  });

  const accountOf = async (id: number) =>
    crmAccountSchema.parse(
      await answerOf(server.send('GET', `/api/ws-crm/records/accounts/${id}`, tokens.sales)),
    );
  const preview = (survivor: number, merged: number, token = tokens.sales) =>
    server.send(
      'GET',
      `/api/ws-crm/records/accounts/${survivor}/merge-preview?mergedId=${merged}`,
      token,
    );
  const merge = async (take: string[] = []) => {
    const [survivor, merged] = await Promise.all([
      accountOf(pair.survivor),
      accountOf(pair.merged),
    ]);
    return server.send(
      'POST',
      `/api/ws-crm/records/accounts/${pair.survivor}/merge`,
      tokens.sales,
      {
        mergedId: pair.merged,
        survivorVersion: survivor.version,
        mergedVersion: merged.version,
        take,
      },
    );
  };

  it('moves contacts, campaigns, activities, tasks, comments and invoices to the survivor, keeps the merged account as merged, and the undo restores both', async () => {
    const before = {
      survivor: await holdings(db(), pair.survivor),
      merged: await holdings(db(), pair.merged),
    };
    const [survivorAccount, mergedAccount] = [
      await accountOf(pair.survivor),
      await accountOf(pair.merged),
    ];
    expect(before.merged.contacts).toBeGreaterThan(0);
    expect(before.merged.campaigns).toBeGreaterThan(0);
    expect(before.merged.activities).toBeGreaterThan(0);

    // The preview counts what each holds and what would move.
    const shown = accountMergePreviewSchema.parse(
      await answerOf(preview(pair.survivor, pair.merged)),
    );
    const group = (name: string) => shown.counts.find((count) => count.group === name);
    expect(group('contacts')).toEqual({
      group: 'contacts',
      survivor: before.survivor.contacts,
      merged: before.merged.contacts,
    });
    expect(group('campaigns')).toEqual({
      group: 'campaigns',
      survivor: before.survivor.campaigns,
      merged: before.merged.campaigns,
    });
    expect(group('activities')?.merged).toBe(before.merged.activities);
    expect(shown.merged.name).toBe(mergedAccount.name);

    // The survivor takes the merged account's phone and address; the rest stays its own.
    const result = accountMergeResultSchema.parse(await answerOf(merge(['phone', 'address'])));
    const after = {
      survivor: await holdings(db(), pair.survivor),
      merged: await holdings(db(), pair.merged),
    };
    for (const key of [
      'contacts',
      'campaigns',
      'activities',
      'tasks',
      'comments',
      'invoices',
    ] as const) {
      expect(after.survivor[key], key).toBe(before.survivor[key] + before.merged[key]);
      expect(after.merged[key], key).toBe(0);
    }
    expect(result.counts.find((count) => count.group === 'contacts')?.merged).toBe(
      before.merged.contacts,
    );
    const merged = await accountOf(pair.merged);
    const survivor = await accountOf(pair.survivor);
    expect(merged.active).toBe(false);
    expect(survivor.phone).toBe(mergedAccount.phone);
    expect(survivor.city).toBe(mergedAccount.city);
    expect(survivor.name).toBe(survivorAccount.name);

    // Both pages say so, and the history of each records the merge.
    const state = accountMergesSchema.parse(
      await answerOf(
        server.send('GET', `/api/ws-crm/records/accounts/${pair.merged}/merges`, tokens.sales),
      ),
    );
    expect(state.mergedInto).toMatchObject({
      mergeId: result.mergeId,
      account: { id: pair.survivor, name: survivorAccount.name },
      undoable: true,
    });
    const here = accountMergesSchema.parse(
      await answerOf(
        server.send('GET', `/api/ws-crm/records/accounts/${pair.survivor}/merges`, tokens.sales),
      ),
    );
    expect(here.mergedHere.map((ref) => ref.account.id)).toEqual([pair.merged]);
    const { rows: history } = await sql<{ accountId: number; keyValues: { field: string } }>`
      select account_id, key_values from activity
      where activity_type = 'ACCOUNT_FIELD_CHANGED' and account_id in (${pair.survivor}, ${pair.merged})
        and key_values->>'field' in ('mergedAccount', 'mergedInto')`.execute(db());
    expect(history.map((row) => [row.accountId, row.keyValues.field]).sort()).toEqual(
      [
        [pair.survivor, 'mergedAccount'],
        [pair.merged, 'mergedInto'],
      ].sort(),
    );

    // A merged account is merged no further (the spec's error shape, the message keyed).
    const again = await merge();
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      fieldErrors: { mergedId: expect.stringContaining(mergedAccount.name) },
    });

    // The undo puts every moved record back and both accounts as they were.
    await answerOf(
      server.send('POST', `/api/ws-crm/account-merges/${result.mergeId}/undo`, tokens.sales),
    );
    expect(await holdings(db(), pair.survivor)).toEqual(before.survivor);
    expect(await holdings(db(), pair.merged)).toEqual(before.merged);
    const restored = await accountOf(pair.survivor);
    expect([restored.phone, restored.city, restored.street]).toEqual([
      survivorAccount.phone,
      survivorAccount.city,
      survivorAccount.street,
    ]);
    expect((await accountOf(pair.merged)).active).toBe(mergedAccount.active);
    const twice = await server.send(
      'POST',
      `/api/ws-crm/account-merges/${result.mergeId}/undo`,
      tokens.sales,
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ formErrors: ['This merge has already been undone.'] });
  });

  it('refuses a merge with itself, an account of another company, a stale version and a caller without the CRM write role', async () => {
    const self = await preview(pair.survivor, pair.survivor);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      fieldErrors: { mergedId: 'An account cannot be merged with itself.' },
    });
    const { rows } = await sql<{ id: number }>`select id from account
      where company_id <> ${sales.id} order by id limit 1`.execute(db());
    const foreign = (rows[0] as { id: number }).id;
    expect((await preview(pair.survivor, foreign)).statusCode).toBe(404);
    expect((await preview(foreign, pair.survivor)).statusCode).toBe(404);
    expect((await preview(pair.survivor, pair.merged, tokens.ops)).statusCode).toBe(403);
    const stale = await server.send(
      'POST',
      `/api/ws-crm/records/accounts/${pair.survivor}/merge`,
      tokens.sales,
      { mergedId: pair.merged, survivorVersion: 9999, mergedVersion: 0, take: [] },
    );
    expect(stale.statusCode).toBe(412);
  });

  it('refuses the undo of a merge whose survivor was changed since, and of one older than a day', async () => {
    const first = accountMergeResultSchema.parse(await answerOf(merge()));
    // A change of the survivor since the merge (its version): its undo would lose that change.
    await sql`update account set version = version + 1 where id = ${pair.survivor}`.execute(db());
    const changed = await server.send(
      'POST',
      `/api/ws-crm/account-merges/${first.mergeId}/undo`,
      tokens.sales,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().formErrors[0]).toMatch(/can no longer be undone/);
    await sql`update account set version = version - 1 where id = ${pair.survivor}`.execute(db());
    await sql`update account_merge set merged_at = merged_at - interval '25 hours'
      where id = ${first.mergeId}`.execute(db());
    const late = await server.send(
      'POST',
      `/api/ws-crm/account-merges/${first.mergeId}/undo`,
      tokens.sales,
    );
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      formErrors: ['A merge can only be undone within 24 hours.'],
    });
  });

  it('declares every foreign key to an account: moved by a merge, or kept with a reason', async () => {
    const { rows } = await sql<{ table: string; column: string }>`
      select c.conrelid::regclass::text as table, a.attname as column
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'account'::regclass`.execute(db());
    const camel = (name: string) =>
      name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    const found = rows.map((row) => `${camel(row.table)}.${camel(row.column)}`).sort();
    const declared = [
      ...accountReferences.map((reference) => `${reference.table}.${reference.column}`),
      ...Object.keys(accountReferencesKept),
    ].sort();
    expect(found).toEqual(declared);
  });
});
