import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A tiny OpenAI-compatible model for the chat's tests (issue 44): `POST /v1/chat/completions`
// with `stream: true`, answered as server-sent events in pieces, as a real one does. The first
// turn of a question calls the tool `count_campaigns` with the account the question names (the
// words after its last "for", "für", "pour" or "per", up to the question mark); the turn after
// the tool's answer quotes the tool's number. It imports nothing of vitest (the end-to-end tests
// start it too).

export interface FakeModel {
  /** The base address, as CHAT_MODEL_URL takes it (`http://127.0.0.1:N/v1`). */
  url: string;
  /** Every request's body as the model got it, in order. */
  requests: FakeRequest[];
  /** Answers every request with this status from now on (an unreachable model: 500). */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

export interface FakeRequest {
  model: string;
  stream: boolean;
  tools: { function: { name: string } }[];
  messages: { role: string; content: string | null; tool_call_id?: string }[];
}

/** The account a question names: the words after its last "for/für/pour/per". */
export function accountOfQuestion(question: string): string {
  const match = /.*\b(?:for|für|pour|per)\s+(.+?)\s*\??\s*$/is.exec(question);
  return (match?.[1] ?? question).trim();
}

/** The fake's answer to a tool's result: the number, or what went wrong, in the question's words. */
export function answerOfTool(result: string): string {
  const parsed = JSON.parse(result) as { account?: string; campaigns?: number; error?: string };
  if (parsed.error !== undefined) return `Ich habe nichts gefunden (${parsed.error}).`;
  return `Für **${parsed.account}** zähle ich ${parsed.campaigns} Kampagnen.\nQuelle: die Auftragsliste.`;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    model: 'fake',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

/** The stream of one turn: a tool call in two pieces, or the answer in pieces of a few words. */
function turnOf(request: FakeRequest): string[] {
  const last = request.messages.at(-1);
  if (last?.role === 'tool') {
    const words = answerOfTool(last.content ?? '{}').split(/(?<= )/);
    const pieces: string[] = [chunk({ role: 'assistant', content: '' })];
    for (let at = 0; at < words.length; at += 3) {
      pieces.push(chunk({ content: words.slice(at, at + 3).join('') }));
    }
    return [...pieces, chunk({}, 'stop'), 'data: [DONE]\n\n'];
  }
  const question = [...request.messages].reverse().find((message) => message.role === 'user');
  const args = JSON.stringify({
    account: accountOfQuestion(question?.content ?? ''),
    status: /running|laufen|cours|corso/i.test(question?.content ?? '') ? 'RUNNING' : 'ALL',
  });
  const half = Math.floor(args.length / 2);
  return [
    chunk({
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          index: 0,
          id: 'call_1',
          type: 'function',
          function: { name: 'count_campaigns', arguments: args.slice(0, half) },
        },
      ],
    }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }),
    chunk({}, 'tool_calls'),
    'data: [DONE]\n\n',
  ];
}

export async function startFakeModel(): Promise<FakeModel> {
  const requests: FakeRequest[] = [];
  let failure: number | undefined;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (piece: Buffer) => {
      body += piece.toString();
    });
    request.on('end', async () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      if (failure) {
        response.writeHead(failure, { 'Content-Type': 'application/json' });
        response.end('{"error":{"message":"fake failure"}}');
        return;
      }
      const parsed = JSON.parse(body) as FakeRequest;
      requests.push(parsed);
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      for (const piece of turnOf(parsed)) {
        response.write(piece);
        // A real model's pieces come apart in time: the console shows them as they come.
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
