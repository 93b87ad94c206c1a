import { EventSourceParserStream } from 'eventsource-parser/stream';
import { z } from 'zod/mini';

// The chat's model: any OpenAI-compatible server's `POST {CHAT_MODEL_URL}/chat/completions`
// with `tools` and `stream: true` (OpenAI, Azure's compatible endpoint, vLLM, llama.cpp's
// server, Ollama's /v1…). Plain fetch and the `eventsource-parser` library for the stream: the
// `openai` client would add a few hundred kB to the server for one call.

/** CHAT_MODEL_URL (the API's base address, e.g. `http://127.0.0.1:11434/v1`), CHAT_MODEL, CHAT_MODEL_KEY. */
export interface ChatModelSettings {
  url: string;
  model: string;
  key: string | undefined;
}

export interface ToolCall {
  id: string;
  name: string;
  /** JSON, as the model wrote it (may be invalid: the tool says so). */
  arguments: string;
}

export type ModelMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: {
        id: string;
        type: 'function';
        function: { name: string; arguments: string };
      }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** The model could not be reached or answered with an error status. */
export class ModelUnreachable extends Error {}

/** One chunk of a streamed completion, as far as the chat reads it. */
const chunkSchema = z.object({
  choices: z.array(
    z.object({
      delta: z.optional(
        z.nullable(
          z.object({
            content: z.optional(z.nullable(z.string())),
            tool_calls: z.optional(
              z.nullable(
                z.array(
                  z.object({
                    index: z.number(),
                    id: z.optional(z.nullable(z.string())),
                    function: z.optional(
                      z.object({
                        name: z.optional(z.nullable(z.string())),
                        arguments: z.optional(z.nullable(z.string())),
                      }),
                    ),
                  }),
                ),
              ),
            ),
          }),
        ),
      ),
    }),
  ),
});

/**
 * Asks the model once, streaming: `onText` gets each piece of its answer as it comes; the result
 * is the whole text and the tool calls it asked for (their arguments put together from pieces).
 */
export async function streamCompletion(
  settings: ChatModelSettings,
  messages: readonly ModelMessage[],
  tools: readonly ToolDefinition[],
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<{ text: string; toolCalls: ToolCall[] }> {
  let response: Response;
  try {
    response = await fetch(`${settings.url.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(settings.key ? { Authorization: `Bearer ${settings.key}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, tools, stream: true }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(120_000)]),
    });
  } catch (error) {
    throw new ModelUnreachable(`The chat model did not answer: ${String(error)}`);
  }
  if (!response.ok || !response.body) {
    throw new ModelUnreachable(`The chat model answered ${response.status}`);
  }
  let text = '';
  const calls: ToolCall[] = [];
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  for await (const event of events) {
    if (event.data === '[DONE]') break;
    const chunk = chunkSchema.safeParse(parseJson(event.data));
    if (!chunk.success) continue;
    for (const choice of chunk.data.choices) {
      const content = choice.delta?.content;
      if (content) {
        text += content;
        onText(content);
      }
      for (const piece of choice.delta?.tool_calls ?? []) {
        calls[piece.index] ??= { id: '', name: '', arguments: '' };
        const call = calls[piece.index] as ToolCall;
        if (piece.id) call.id = piece.id;
        if (piece.function?.name) call.name += piece.function.name;
        if (piece.function?.arguments) call.arguments += piece.function.arguments;
      }
    }
  }
  return {
    text,
    toolCalls: calls
      .filter(Boolean)
      .map((call, index) => ({ ...call, id: call.id || `call_${index}` })),
  };
}

/** A chunk's JSON; a chunk that is not JSON is skipped (undefined fails the chunk's schema). */
function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
