import type { AdServerCreative } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';

// Issue 40: the creatives on the built-in ad server, their delivery, a re-sync.

const base = '/api/ws-creatives/ad-server-creatives';

describeOnLanes('ad-server creatives', ['ops', 'sales'], ({ server, tokens }) => {
  it('lists the pushed creatives with their line item and delivery, and re-syncs one', async () => {
    const page = await answerOf<{ items: AdServerCreative[]; total: number }>(
      server.send('GET', `${base}?limit=5`, tokens.ops),
    );
    expect(page.total).toBeGreaterThan(0);
    const first = page.items[0];
    if (!first) throw new Error('no pushed creative');
    expect(first.externalId).toMatch(/^cr-\d+$/);
    expect(first.lineItem.externalId).toMatch(/^li-\d+$/);
    const before = await answerOf<AdServerCreative>(
      server.send('GET', `${base}/${first.id}`, tokens.ops),
    );
    const after = await answerOf<AdServerCreative>(
      server.send('POST', `${base}/${first.id}/resync`, tokens.ops),
    );
    expect(after.lineItem.pushCount).toBe(before.lineItem.pushCount + 1);
    expect(after.changedSincePush).toBe(false);
    expect(new Date(after.pushedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(before.pushedAt).getTime(),
    );
  });

  it('needs ADSERVER_CREATIVES', async () => {
    expect((await server.send('GET', base, tokens.sales)).statusCode).toBe(403);
  });
});
