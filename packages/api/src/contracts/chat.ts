import { z } from 'zod/mini';
import { type Endpoint, endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { pageOf, pageQueryShape } from './paging.ts';
import { countInt, positiveInt, requiredMultilineText, timestamp } from './primitives.ts';
import { ORDER_LIST_STATUSES } from './values.ts';

// Issue 44: the Gen AI chat (/admin/chat, spec 1 §2.6 "Gen AI chat (ADMIN): chat"). An
// administrator asks about the console's data; the server asks an OpenAI-compatible model
// (CHAT_MODEL_URL, CHAT_MODEL, CHAT_MODEL_KEY) and runs the tools the model calls through the
// server's own endpoints with the administrator's session, so the model reads only what the
// administrator may open. The answer streams to the console as server-sent events.

export const CHAT_QUESTION_MAX = 2000;
/** Earlier turns of the conversation the page sends with a question (the model's context). */
export const CHAT_HISTORY_MAX = 20;
export const CHAT_ANSWER_MAX = 8000;

export const chatTurnSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: requiredMultilineText(CHAT_ANSWER_MAX),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const chatAskSchema = z.strictObject({
  question: requiredMultilineText(CHAT_QUESTION_MAX),
  history: z._default(z.array(chatTurnSchema).check(z.maxLength(CHAT_HISTORY_MAX)), []),
});
export type ChatAsk = z.input<typeof chatAskSchema>;

/** The tools the model may call; each one calls a list endpoint as the administrator. */
export const CHAT_TOOLS = ['count_campaigns'] as const;
export type ChatTool = (typeof CHAT_TOOLS)[number];

/** The campaign tabs `count_campaigns` may count in (the orders list's, spec 3 §2.1). */
export const CHAT_CAMPAIGN_TABS = ORDER_LIST_STATUSES;

/** A tool call as the stream and the log show it. */
export const chatStepSchema = z.object({
  tool: z.string(),
  /** The arguments the model gave, as it gave them (JSON). */
  arguments: z.string(),
  /** The account the tool found for the name, if any. */
  account: z.nullable(z.object({ id: positiveInt(), name: z.string() })),
  /** The orders list tab it counted in. */
  tab: z.nullable(z.string()),
  /** What it counted; none when it found nothing to count. */
  count: z.nullable(countInt()),
  /** The size of the result the model was given, in characters. */
  resultSize: countInt(),
});
export type ChatStep = z.infer<typeof chatStepSchema>;

/**
 * The events of an answer's stream (`text/event-stream`, each `data:` one JSON object):
 * `step` a tool call, `delta` a piece of the answer, `done` the logged entry's id, `error` a
 * message key of `chat.errors` (the model could not be reached, or answered nothing usable).
 */
export const CHAT_STREAM_EVENTS = ['step', 'delta', 'done', 'error'] as const;
export const CHAT_ERRORS = ['unreachable', 'failed', 'tooManyRounds'] as const;
export type ChatError = (typeof CHAT_ERRORS)[number];

export const chatStatusSchema = z.object({
  configured: z.boolean(),
  /** The model's name (CHAT_MODEL), when configured. */
  model: z.nullable(z.string()),
});
export type ChatStatus = z.infer<typeof chatStatusSchema>;

export const CHAT_LOG_SORT_FIELDS = ['createdAt'] as const;

export const chatLogQuerySchema = z.strictObject({
  sort: z._default(z.enum(CHAT_LOG_SORT_FIELDS), 'createdAt'),
  order: z._default(sortOrderSchema, 'DESC'),
  ...pageQueryShape(25),
});

export const chatLogEntrySchema = z.object({
  id: positiveInt(),
  userName: z.string(),
  email: z.string(),
  companyName: z.string(),
  question: z.string(),
  answer: z.string(),
  steps: z.array(chatStepSchema),
  model: z.string(),
  error: z.nullable(z.enum(CHAT_ERRORS)),
  createdAt: timestamp(),
});
export type ChatLogEntry = z.infer<typeof chatLogEntrySchema>;

export const chatEndpoints = {
  chatStatus: endpoint({
    method: 'GET',
    path: 'ws-chat/status',
    summary: 'Whether a model is configured for the chat, and which (administrators)',
    response: chatStatusSchema,
  }),
  chatAsk: endpoint({
    method: 'POST',
    path: 'ws-chat/ask',
    summary:
      'Ask the chat a question; the answer streams as server-sent events (step, delta, done, error)',
    body: chatAskSchema,
  }),
  chatLog: endpoint({
    method: 'GET',
    path: 'ws-chat/log',
    summary: 'The questions asked in the chat, with their answers and tool calls, newest first',
    query: chatLogQuerySchema,
    response: pageOf(chatLogEntrySchema),
  }),
} as const satisfies Record<string, Endpoint>;
