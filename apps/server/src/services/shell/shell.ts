import { endpoints, type Incident } from '@adconsole/api/contracts';
import type { AccessRule } from '../../http/access.ts';
import { PUBLIC } from '../../http/access.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { ServiceContext } from '../context.ts';
import { approvalCounts } from '../digital/digital-creatives.ts';

/** The ad-approval badge: workflow staff with digital products and ops push, no customer. */
export const creativeCountAccess: AccessRule = {
  roles: { allOf: ['WORKFLOW', 'MANAGE_DIGITAL_PRODUCTS', 'OPS_PUSH'], noneOf: ['CUSTOMER'] },
  company: 'actable',
};

/** The calls of the application shell: creative count, incidents (unread comments: order-comments.ts). */
export function registerShellServices({ app, database }: ServiceContext): void {
  const { db } = database;

  // The acting company's digital creatives (not drafts) of the status: waiting for approval
  // is the approval queue's own count (one definition, issue 38), another status the creatives'.
  registerEndpoint(app, endpoints.creativeCount, creativeCountAccess, async ({ query, scope }) => {
    if (query.creativeStatus === 'PENDING_APPROVAL') {
      return { count: (await approvalCounts(scope, 'CREATIVE')).PENDING_APPROVAL ?? 0 };
    }
    const { count } = await scope
      .rows('creative')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', query.creativeStatus)
      .where('kind', '=', 'CREATIVE')
      .executeTakeFirstOrThrow();
    return { count: Number(count) };
  });

  registerEndpoint(app, endpoints.incidents, PUBLIC, async () => {
    const rows = await db
      .selectFrom('incident')
      .select(['id', 'name', 'status', 'createdAt'])
      .where('status', '!=', 'resolved')
      .orderBy('createdAt', 'desc')
      .execute();
    return {
      incidents: rows.map((row) => ({
        id: row.id,
        name: row.name,
        status: row.status as Incident['status'],
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });
}
