import {
  CHAT_CAMPAIGN_TABS,
  type ChatStep,
  campaignEndpoints,
  crmAccountEndpoints,
  type Endpoint,
} from '@adconsole/api/contracts';
import { SELECTED_COMPANY_HEADER } from '@adconsole/api/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { routeUrl } from '../../http/routes.ts';
import type { ToolCall, ToolDefinition } from './model.ts';

// The chat's tools. Each one calls the server's own list endpoints through Fastify's `inject`,
// with the asking administrator's token, selected company and language: the same access rules,
// company scope and filters as the console's lists, so the model is given nothing the
// administrator could not open there, and the numbers are the lists' numbers.

export const chatTools: readonly ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'count_campaigns',
      description:
        'Counts the campaigns of an account (as advertiser, agency or invoicing account) in a tab of the orders list: RUNNING for running campaigns, BOOKED, OFFERED, ARCHIVED…, ALL for every one.',
      parameters: {
        type: 'object',
        properties: {
          account: { type: 'string', description: "The account's name, e.g. Ammann Elektro" },
          status: { type: 'string', enum: [...CHAT_CAMPAIGN_TABS], default: 'ALL' },
        },
        required: ['account'],
      },
    },
  },
];

const countCampaignsArguments = z.object({
  account: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  status: z._default(z.enum(CHAT_CAMPAIGN_TABS), 'ALL'),
});

/** Calls a GET endpoint of this server as the asking administrator; its JSON answer. */
type Caller = <E extends Endpoint>(endpoint: E, query: Record<string, string>) => Promise<unknown>;

/** The caller of the server's own endpoints with the credentials of `request` (the question's). */
export function callerOf(app: FastifyInstance, request: FastifyRequest): Caller {
  const forwarded = ['authorization', SELECTED_COMPANY_HEADER.toLowerCase(), 'accept-language'];
  const headers: Record<string, string> = {};
  for (const name of forwarded) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (endpoint, query) => {
    const response = await app.inject({ method: 'GET', url: routeUrl(endpoint), query, headers });
    if (response.statusCode !== 200) {
      throw new Error(`${routeUrl(endpoint)} answered ${response.statusCode}`);
    }
    return response.json();
  };
}

/** What a tool call gave: the step the page and the log show, the text the model reads. */
export interface ToolOutcome {
  step: ChatStep;
  result: string;
}

/** Runs a tool call; a call the tools do not know or cannot read is answered as such. */
export async function runTool(call: ToolCall, get: Caller): Promise<ToolOutcome> {
  const outcome = (
    fields: Pick<ChatStep, 'account' | 'tab' | 'count'>,
    result: unknown,
  ): ToolOutcome => {
    const text = JSON.stringify(result);
    return {
      step: { tool: call.name, arguments: call.arguments, ...fields, resultSize: text.length },
      result: text,
    };
  };
  const none = { account: null, tab: null, count: null };
  if (call.name !== 'count_campaigns') return outcome(none, { error: 'unknown tool' });
  const parsed = countCampaignsArguments.safeParse(parseArguments(call.arguments));
  if (!parsed.success) {
    return outcome(none, { error: 'arguments: {"account": name, "status": tab}' });
  }
  const { account: name, status } = parsed.data;
  const found = crmAccountEndpoints.list.response.parse(
    await get(crmAccountEndpoints.list, { search: name, limit: '20' }),
  ).items;
  // The account of that name (or display name), else the only one the search found.
  const exact = found.filter(
    (item) =>
      item.name.toLowerCase() === name.toLowerCase() ||
      item.displayName.toLowerCase() === name.toLowerCase(),
  );
  const account = exact.length === 1 ? exact[0] : found.length === 1 ? found[0] : undefined;
  if (!account) {
    return outcome(
      { ...none, tab: status },
      found.length === 0
        ? { error: `no account named ${name}` }
        : { error: 'several accounts match', accounts: found.map((item) => item.name) },
    );
  }
  const page = campaignEndpoints.list.response.parse(
    await get(campaignEndpoints.list, {
      accountId: String(account.id),
      ...(status === 'ALL' ? {} : { tab: status }),
      limit: '1',
    }),
  );
  const ref = { id: account.id, name: account.name };
  return outcome(
    { account: ref, tab: status, count: page.total },
    { account: account.name, status, campaigns: page.total },
  );
}

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text || '{}');
  } catch {
    return undefined;
  }
}
