import {
  type ChatStep,
  campaignEndpoints,
  chatLogEntrySchema,
  chatStatusSchema,
  pageOf,
} from '@adconsole/api/contracts';
import { createParser } from 'eventsource-parser';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { databaseLanes } from './support/databases.ts';
import { startFakeModel } from './support/fake-model.ts';
import { seededCompany, serverOnLane, signedIn } from './support/lane-server.ts';
import { startTestServer } from './support/server.ts';

// Issue 44: the Gen AI chat (spec 1 §2.6: "Gen AI chat (ADMIN): chat"), against the local fake
// model (support/fake-model.ts): it calls `count_campaigns`, which the server runs through its
// own campaigns list as the administrator; the answer streams as server-sent events and every
// question is logged.

const fake = await startFakeModel();
afterAll(() => fake.close());

const campaignPage = campaignEndpoints.list.response;
const logPage = pageOf(chatLogEntrySchema);

interface ChatEvents {
  steps: ChatStep[];
  text: string;
  done: { id: number } | undefined;
  error: string | undefined;
  order: string[];
}

/** The server-sent events of an answer, read with the same parser as the server's. */
function eventsOf(body: string): ChatEvents {
  const events: ChatEvents = { steps: [], text: '', done: undefined, error: undefined, order: [] };
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const value = JSON.parse(data);
      events.order.push(event ?? 'message');
      if (event === 'step') events.steps.push(value);
      if (event === 'delta') events.text += value.text;
      if (event === 'done') events.done = value;
      if (event === 'error') events.error = value.error;
    },
  });
  parser.feed(body);
  return events;
}

describe.each(databaseLanes())('the Gen AI chat (issue 44) on $name', (lane) => {
  const server = serverOnLane(lane, { chatModel: { url: fake.url, model: 'fake', key: 'k' } });
  const tokens = signedIn(server, ['admin', 'sales', 'agency']);
  const agencyCompany = seededCompany(server, 'Werbeagentur Muster GmbH');
  beforeEach(() => {
    fake.failWith(undefined);
  });

  /** The first running campaign's advertiser in the admin's orders list, and the list's count. */
  async function runningAccount(company?: typeof agencyCompany) {
    const list = async (query: string) =>
      campaignPage.parse(
        await answerOf(
          server.request({
            method: 'GET',
            url: `/api/ws-order/campaigns?${query}`,
            token: tokens.admin,
            company,
          }),
        ),
      );
    const first = (await list('tab=RUNNING&limit=1')).items[0];
    if (!first) throw new Error('the demo data has a running campaign');
    const counted = await list(`tab=RUNNING&limit=1&accountId=${first.advertiser.id}`);
    return { account: first.advertiser, total: counted.total };
  }

  const ask = (question: string, token = tokens.admin, company?: typeof agencyCompany) =>
    server.request({
      method: 'POST',
      url: '/api/ws-chat/ask',
      token,
      company,
      payload: { question },
    });

  it('answers a count question with the number the campaigns list shows for that account, streamed, with the tool call as a step', async () => {
    const { account, total } = await runningAccount();
    const question = `Wie viele Kampagnen laufen für ${account.name}?`;
    const response = await ask(question);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(response.body);
    expect(events.error).toBeUndefined();
    expect(events.steps).toEqual([
      expect.objectContaining({
        tool: 'count_campaigns',
        account: { id: account.id, name: account.name },
        tab: 'RUNNING',
        count: total,
      }),
    ]);
    expect(events.text).toBe(
      `Für **${account.name}** zähle ich ${total} Kampagnen.\nQuelle: die Auftragsliste.`,
    );
    // The answer came in pieces, after the step, and the log's entry closed it.
    expect(events.order.filter((event) => event === 'delta').length).toBeGreaterThan(2);
    expect(events.order.indexOf('step')).toBeLessThan(events.order.indexOf('delta'));
    expect(events.order.at(-1)).toBe('done');
    // The model was asked with the tools and, the second time, given the tool's result only.
    const [first, second] = fake.requests.slice(-2);
    expect(first?.stream).toBe(true);
    expect(first?.tools.map((tool) => tool.function.name)).toEqual(['count_campaigns']);
    expect(second?.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: JSON.stringify({ account: account.name, status: 'RUNNING', campaigns: total }),
    });

    const log = logPage.parse(
      await answerOf(server.send('GET', '/api/ws-chat/log?limit=5', tokens.admin)),
    );
    expect(log.items.find((entry) => entry.id === events.done?.id)).toMatchObject({
      question,
      answer: events.text,
      email: 'admin@example.com',
      model: 'fake',
      error: null,
      steps: [expect.objectContaining({ tool: 'count_campaigns', count: total })],
    });
  });

  it('counts as the administrator acts: for a selected company, that company’s list', async () => {
    const { account, total } = await runningAccount(agencyCompany);
    const events = eventsOf(
      (
        await ask(
          `How many campaigns are running for ${account.name}?`,
          tokens.admin,
          agencyCompany,
        )
      ).body,
    );
    expect(events.steps[0]).toMatchObject({ account: { id: account.id }, count: total });
  });

  it('refuses everyone but administrators with 403 on every chat route', async () => {
    for (const token of [tokens.sales, tokens.agency]) {
      expect((await ask('Wie viele Kampagnen laufen für Muster?', token)).statusCode).toBe(403);
      expect((await server.send('GET', '/api/ws-chat/status', token)).statusCode).toBe(403);
      expect((await server.send('GET', '/api/ws-chat/log', token)).statusCode).toBe(403);
    }
    expect((await server.send('GET', '/api/ws-chat/log')).statusCode).toBe(401);
  });

  it('says when no account has the name, and logs a model that cannot be reached', async () => {
    const none = eventsOf((await ask('Wie viele Kampagnen laufen für Niemand Nirgendwo AG?')).body);
    expect(none.steps[0]).toMatchObject({ account: null, count: null });
    expect(none.text).toContain('no account named Niemand Nirgendwo AG');

    fake.failWith(500);
    const failed = eventsOf((await ask('Wie viele Kampagnen laufen für Muster?')).body);
    expect(failed.error).toBe('unreachable');
    const log = logPage.parse(
      await answerOf(server.send('GET', '/api/ws-chat/log?limit=1', tokens.admin)),
    );
    expect(log.items[0]).toMatchObject({ id: failed.done?.id, error: 'unreachable', answer: '' });
  });

  it('refuses an empty question with a field error', async () => {
    const empty = await ask('   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ fieldErrors: { question: 'field is required' } });
  });
});

describe.each(databaseLanes())('the Gen AI chat without a model on $name', (lane) => {
  it('says it is not configured, and asking answers 503', async () => {
    const server = await startTestServer(lane);
    try {
      const admin = await server.signIn('admin@example.com');
      expect(
        chatStatusSchema.parse(await answerOf(server.send('GET', '/api/ws-chat/status', admin))),
      ).toEqual({ configured: false, model: null });
      const asked = await server.send('POST', '/api/ws-chat/ask', admin, { question: 'Hallo?' });
      expect(asked.statusCode).toBe(503);
    } finally {
      await server.close();
    }
  });
});
