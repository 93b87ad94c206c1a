import {
  CHAT_ERRORS,
  type ChatError,
  type ChatStep,
  type ChatTurn,
  chatEndpoints,
} from '@adconsole/api';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { apiClient } from '../../app/api.ts';

/** What the page does with each event of an answer's stream. */
export interface ChatListener {
  step(step: ChatStep): void;
  delta(text: string): void;
  error(error: ChatError): void;
  done(id: number): void;
}

/**
 * Asks the chat (`POST /api/ws-chat/ask`, with the console's envelope: token, company,
 * language) and reads the answer's server-sent events as they come. A refusal (403, 422, 503)
 * throws the client's ApiError before any event.
 */
export async function askChat(
  question: string,
  history: readonly ChatTurn[],
  listener: ChatListener,
  signal: AbortSignal,
): Promise<void> {
  const response = await apiClient.send('POST', chatEndpoints.chatAsk.path, {
    json: { question, history },
    headers: { Accept: 'text/event-stream' },
    // The model may think for a while: the stream ends the call, not a timer.
    timeout: false,
    signal,
  });
  if (!response.body) return;
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const data = JSON.parse(value.data);
    if (value.event === 'step') listener.step(data as ChatStep);
    else if (value.event === 'delta') listener.delta(String(data.text));
    else if (value.event === 'done') listener.done(Number(data.id));
    else if (value.event === 'error') {
      listener.error(CHAT_ERRORS.includes(data.error) ? data.error : 'failed');
    }
  }
}
