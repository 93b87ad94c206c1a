import { ApiError, type LiveChange, liveEndpoints, TOKEN_STORAGE_KEY } from '@adconsole/api';
import { selectedCompanyStore } from '../app/storage.ts';
import { call } from './endpointQuery.ts';

// Live lists (issue 46): one EventSource of the server's change events per browser tab
// (`GET /api/events`), shared by every list on screen. An EventSource sends no headers: the
// console first asks for a ticket (`POST /api/events/ticket`, with its token and selected company,
// which the server narrows the events by; a minute long) and opens the stream with it. It
// opens with the first list that listens, closes a few seconds after the last,
// follows a company switch or a new sign-in (a new stream with the new envelope), and
// reconnects after the server ends it (every 10 minutes), restarts or is unreachable (waiting
// 1 s, then longer, up to 30 s). A 401 or 403 ends it until the next list listens.

/** What a list does when its rows changed on the server (some of their ids). */
export type LiveListener = (ids: readonly number[]) => void;

const listeners = new Map<string, Set<LiveListener>>();
let running: { key: string; stop: AbortController } | undefined;
/** The stream outlives its last list a little: the next page's list takes it over. */
let closing: ReturnType<typeof setTimeout> | undefined;

/** Whose stream it is: the token and the selected company (a change of either: a new stream). */
const envelopeKey = () =>
  `${localStorage.getItem(TOKEN_STORAGE_KEY) ?? ''}|${selectedCompanyStore.get()?.id ?? ''}`;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

function deliver(change: LiveChange) {
  for (const [path, ids] of Object.entries(change.lists)) {
    for (const listener of listeners.get(path) ?? []) listener(ids);
  }
}

/**
 * One stream, from its ticket to its end: `ended` after it was open (the server ended it on
 * time, or restarts), `failed` when it never opened, `refused` when the ticket was (signed out).
 */
async function openStream(stop: AbortSignal): Promise<'ended' | 'failed' | 'refused'> {
  let ticket: string;
  try {
    ({ ticket } = await call(liveEndpoints.eventsTicket, {}, { signal: stop }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      return 'refused';
    }
    return 'failed';
  }
  return new Promise((resolve) => {
    const source = new EventSource(
      `/api/${liveEndpoints.events.path}?ticket=${encodeURIComponent(ticket)}`,
    );
    let opened = false;
    const end = (outcome: 'ended' | 'failed') => {
      source.close();
      resolve(outcome);
    };
    source.addEventListener('open', () => {
      opened = true;
    });
    source.addEventListener('change', (event) => {
      try {
        deliver(JSON.parse(event.data) as LiveChange);
      } catch {
        // An event this console cannot read: the next one may be.
      }
    });
    // The browser would reconnect with the same ticket, which expires: a new one instead.
    source.addEventListener('error', () => end(opened ? 'ended' : 'failed'));
    stop.addEventListener('abort', () => end('ended'));
  });
}

async function run(stop: AbortController) {
  let wait = 1000;
  while (!stop.signal.aborted) {
    const opened = Date.now();
    const outcome = await openStream(stop.signal);
    if (stop.signal.aborted) return;
    // Signed out, or no longer allowed: no stream until a list asks again.
    if (outcome === 'refused') {
      if (running?.stop === stop) running = undefined;
      return;
    }
    // A stream that lasted was ended by the server on time: at once; a failure: wait longer.
    wait =
      outcome === 'ended' && Date.now() - opened > 30_000
        ? 0
        : Math.min(Math.max(wait * 2, 1000), 30_000);
    await pause(wait, stop.signal);
  }
}

/** Opens the stream for the current envelope, or keeps the one open for it. */
function ensureStream() {
  if (closing) clearTimeout(closing);
  closing = undefined;
  const key = envelopeKey();
  if (running?.key === key) return;
  running?.stop.abort();
  running = undefined;
  if (!localStorage.getItem(TOKEN_STORAGE_KEY)) return;
  const stop = new AbortController();
  running = { key, stop };
  void run(stop);
}

selectedCompanyStore.subscribe(() => {
  if (listeners.size > 0) ensureStream();
});

/**
 * Calls `listener` when the rows of the list behind `path` (its contract path) change on the
 * server: at most twice a second, the first one 50 ms after the change (a burst is one call).
 * Answers the unsubscription.
 */
export function listenToList(path: string, listener: LiveListener): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  let ids: number[] = [];
  const throttled: LiveListener = (changed) => {
    ids = [...ids, ...changed];
    if (timer) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        last = Date.now();
        const given = ids;
        ids = [];
        listener(given);
      },
      Math.max(50, last + 500 - Date.now()),
    );
  };
  const set = listeners.get(path) ?? new Set();
  set.add(throttled);
  listeners.set(path, set);
  ensureStream();
  return () => {
    if (timer) clearTimeout(timer);
    set.delete(throttled);
    if (set.size === 0) listeners.delete(path);
    if (listeners.size === 0) {
      if (closing) clearTimeout(closing);
      closing = setTimeout(() => {
        closing = undefined;
        if (listeners.size > 0) return;
        running?.stop.abort();
        running = undefined;
      }, 5000);
    }
  };
}
