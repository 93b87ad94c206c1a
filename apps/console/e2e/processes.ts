// Helpers of the scale-out and crash tests: process trees, the API over HTTP, a loopback
// round-robin proxy.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The process and every process below it (Linux: read from /proc). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid …; comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** SIGKILL to a whole tree at once (collected first, so nothing is reparented in between). */
export function killTree(root: number): number[] {
  const tree = processTree(root);
  for (const pid of tree) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return tree;
}

export async function waitUntil(check: () => boolean, ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

/** The API of one server (or the proxy) as one persona. */
export interface Api {
  call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }>;
}

export async function signedInApi(
  baseUrl: string,
  email: string,
): Promise<Api & { token: string }> {
  const response = await fetch(`${baseUrl}/api/ws-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { token, ...apiWithToken(baseUrl, token) };
}

export function apiWithToken(baseUrl: string, token: string): Api {
  return {
    async call(method, path, body) {
      const response = await fetch(`${baseUrl}/api/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let json: unknown = text;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, json };
    },
  };
}

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
