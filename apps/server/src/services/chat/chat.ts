import { PassThrough } from 'node:stream';
import {
  CHAT_ANSWER_MAX,
  type ChatError,
  type ChatLogEntry,
  type ChatStep,
  endpoints,
} from '@adconsole/api/contracts';
import type { AccessRule } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { byColumn, registerList } from '../../kit/paged-list.ts';
import type { ScopedRows } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import {
  type ChatModelSettings,
  type ModelMessage,
  ModelUnreachable,
  streamCompletion,
} from './model.ts';
import { callerOf, chatTools, runTool } from './tools.ts';

// Issue 44: the Gen AI chat (spec 1 §2.6: "Gen AI chat (ADMIN): chat"). See README.md here.

/** Asking: administrators, for the company they act for (the tools read as they would). */
const askAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'actable' };
/** The status and the log: administrators; the log is every administrator's, of every company. */
const statusAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'none' };
const logAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'all' };

/** Model turns in one answer at most: a model that keeps calling tools is stopped. */
const MAX_ROUNDS = 5;

const LANGUAGE_NAMES = { de: 'German', en: 'English', fr: 'French', it: 'Italian' } as const;

const systemPrompt = (language: keyof typeof LANGUAGE_NAMES) =>
  [
    "You answer an administrator's questions about the data of Adconsole, a console for selling, booking and invoicing advertising campaigns.",
    'Use the tools for every figure; never guess or invent a number, and say so when a tool found nothing.',
    `Answer briefly in ${LANGUAGE_NAMES[language]}; plain text or simple Markdown.`,
  ].join(' ');

const logColumns = (rows: ScopedRows<'chatEntry as e'>) =>
  rows
    .innerJoin('appUser as u', 'u.id', 'e.userId')
    .innerJoin('company as c', 'c.id', 'e.companyId')
    .select([
      'e.id',
      'u.firstName',
      'u.lastName',
      'u.email',
      'c.name as companyName',
      'e.question',
      'e.answer',
      'e.steps',
      'e.model',
      'e.error',
      'e.createdAt',
    ]);
type LogRow = Awaited<ReturnType<ReturnType<typeof logColumns>['execute']>>[number];

const toEntry = (row: LogRow): ChatLogEntry => ({
  id: row.id,
  userName: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  companyName: row.companyName,
  question: row.question,
  answer: row.answer,
  steps: row.steps as ChatStep[],
  model: row.model,
  error: row.error as ChatError | null,
  createdAt: row.createdAt.toISOString(),
});

export function registerChat({ app }: ServiceContext, model: ChatModelSettings | undefined) {
  registerEndpoint(app, endpoints.chatStatus, statusAccess, async () => ({
    configured: model !== undefined,
    model: model?.model ?? null,
  }));

  registerEndpoint(
    app,
    endpoints.chatAsk,
    askAccess,
    async ({ caller, scope, body, request, reply }) => {
      if (!model) {
        throw new HttpError(503, 'No chat model is configured (CHAT_MODEL_URL)', 'UNAVAILABLE');
      }
      const stream = new PassThrough();
      const send = (event: string, data: unknown) =>
        stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      // The browser leaves (a new question, another page): the model is not asked further.
      const left = new AbortController();
      reply.raw.on('close', () => left.abort());
      const get = callerOf(app, request);

      const converse = async () => {
        const messages: ModelMessage[] = [
          { role: 'system', content: systemPrompt(caller.language) },
          ...body.history,
          { role: 'user', content: body.question },
        ];
        const steps: ChatStep[] = [];
        let answer = '';
        let error: ChatError | null = 'tooManyRounds';
        try {
          for (let round = 0; round < MAX_ROUNDS; round++) {
            const { text, toolCalls } = await streamCompletion(
              model,
              messages,
              chatTools,
              (piece) => {
                answer += piece;
                send('delta', { text: piece });
              },
              left.signal,
            );
            if (toolCalls.length === 0) {
              error = null;
              break;
            }
            messages.push({
              role: 'assistant',
              content: text || null,
              tool_calls: toolCalls.map((call) => ({
                id: call.id,
                type: 'function',
                function: { name: call.name, arguments: call.arguments },
              })),
            });
            for (const call of toolCalls) {
              const { step, result } = await runTool(call, get);
              steps.push(step);
              send('step', step);
              messages.push({ role: 'tool', tool_call_id: call.id, content: result });
            }
          }
        } catch (failure) {
          error = failure instanceof ModelUnreachable ? 'unreachable' : 'failed';
          request.log.warn({ err: failure }, 'chat answer failed');
        }
        if (error) send('error', { error });
        // Logged whatever came of it: the question, what was answered, the tool calls.
        const row = await scope
          .insert('chatEntry', {
            userId: caller.user.userId,
            question: body.question,
            answer: answer.slice(0, CHAT_ANSWER_MAX),
            steps: JSON.stringify(steps),
            model: model.model,
            error,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        send('done', { id: row.id });
      };

      reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-cache, no-transform')
        .header('X-Accel-Buffering', 'no')
        .send(stream);
      converse()
        .catch((failure: unknown) => request.log.error({ err: failure }, 'chat log failed'))
        .finally(() => stream.end());
      return reply;
    },
  );

  registerList(app, endpoints.chatLog, logAccess, {
    rows: ({ scope }) => scope.rows('chatEntry as e'),
    filters: {},
    ...byColumn('e', 'createdAt'),
    select: logColumns,
    toItems: (rows) => rows.map(toEntry),
  });
}
