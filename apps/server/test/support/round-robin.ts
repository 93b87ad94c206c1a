// A loopback round-robin proxy over several servers: the scale-out e2e test (console) and the
// load benchmark (bench/load.ts) put two server processes behind it. Only erasable TypeScript
// here: the benchmark runs it under Node's type stripping.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobin {
  url: string;
  /** How many requests each backend got. */
  counts: number[];
  close(): Promise<void>;
}

/**
 * A loopback round-robin proxy over the backends, written for the test: each request goes to
 * the next backend; a backend that refuses a connection is left out from then on (the request
 * that found it dead answers 502, as a load balancer's would before its health check).
 */
export async function roundRobinProxy(backends: string[]): Promise<RoundRobin> {
  const alive = backends.map(() => true);
  const counts = backends.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    let index = -1;
    for (let tries = 0; tries < backends.length; tries++) {
      const candidate = (next + tries) % backends.length;
      if (alive[candidate]) {
        index = candidate;
        break;
      }
    }
    next = (index + 1) % backends.length;
    if (index < 0) {
      response.writeHead(502).end('no backend');
      return;
    }
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(request.url ?? '/', backends[index]);
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') alive[index] = false;
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
