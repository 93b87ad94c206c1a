// The listeners of bench/live.ts, in a process of their own (so that reading their events does
// not slow the measuring process's own requests): opens `count` streams of `GET /api/events`,
// says `ready` when each has its first line, and answers `count` with the change events read.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import http from 'node:http';

const [url, authorization, count] = [process.argv[2], process.argv[3], Number(process.argv[4])];
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
let events = 0;
await Promise.all(
  Array.from(
    { length: count },
    () =>
      new Promise<void>((resolve, reject) => {
        const request = http.get(
          `${url}/api/events`,
          { headers: { authorization }, agent },
          (response) => {
            if (response.statusCode !== 200) reject(new Error(`events: ${response.statusCode}`));
            let first = true;
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              if (first) {
                first = false;
                resolve();
              }
              events += chunk.split('event: change').length - 1;
            });
          },
        );
        request.on('error', reject);
      }),
  ),
);
process.send?.('ready');
process.on('message', (message) => {
  if (message === 'count') process.send?.({ events });
});
