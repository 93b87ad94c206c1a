import { firstUserIdOf } from './sales.ts';
import { type Context, companyOf, type Sample } from './targeting-samples.ts';

// The access walk's samples of the accounts' merge (issue 46): each call merges (or previews,
// or undoes) a pair of fresh accounts of the caller's company, the merged one with a contact,
// so that a walk's calls never merge the demo's accounts into each other.

let walkNumber = 0;
const accounts = '/api/ws-crm/records/accounts';

/** Two new accounts of the caller's company, the second with a contact. */
async function walkPair(context: Context) {
  const companyId = await companyOf(context);
  const n = ++walkNumber;
  const [survivor, merged] = await context.db
    .insertInto('account')
    .values(
      ['A', 'B'].map((side) => ({
        companyId,
        name: `Walk merge ${n}${side}`,
        displayName: `Walk merge ${n}${side}`,
        countryCode: 'CH',
      })),
    )
    .returning(['id', 'version'])
    .execute();
  if (!survivor || !merged) throw new Error('walk accounts not made');
  await context.db
    .insertInto('contact')
    .values({ companyId, accountId: merged.id, firstName: 'Walter', lastName: `Merge ${n}` })
    .execute();
  return { companyId, survivor, merged };
}

export const accountMergeSamples: Record<string, Sample> = {
  [`${accounts}/:id/merge-preview`]: async (context) => {
    const { survivor, merged } = await walkPair(context);
    return { url: `${accounts}/${survivor.id}/merge-preview?mergedId=${merged.id}` };
  },
  [`${accounts}/:id/merge`]: async (context) => {
    const { survivor, merged } = await walkPair(context);
    return {
      url: `${accounts}/${survivor.id}/merge`,
      payload: {
        mergedId: merged.id,
        survivorVersion: survivor.version,
        mergedVersion: merged.version,
        take: ['phone'],
      },
    };
  },
  [`${accounts}/:id/merges`]: async (context) => ({
    url: `${accounts}/${(await walkPair(context)).survivor.id}/merges`,
  }),
  // A merge recorded as the merge records it (nothing moved), for its undo.
  '/api/ws-crm/account-merges/:id/undo': async (context) => {
    const { companyId, survivor, merged } = await walkPair(context);
    await context.db
      .updateTable('account')
      .set({ mergedIntoId: survivor.id, active: false })
      .where('id', '=', merged.id)
      .execute();
    const merge = await context.db
      .insertInto('accountMerge')
      .values({
        companyId,
        survivorId: survivor.id,
        mergedId: merged.id,
        moved: '[]',
        survivorBefore: '{}',
        mergedActive: true,
        survivorVersion: survivor.version,
        mergedVersion: merged.version,
        mergedBy: await firstUserIdOf(context.db, companyId),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/ws-crm/account-merges/${merge.id}/undo` };
  },
};
