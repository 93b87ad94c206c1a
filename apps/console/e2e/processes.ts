// Helpers of the scale-out and crash tests: process trees, the API over HTTP, a loopback
// round-robin proxy (test/support/round-robin.ts of the server, which its load benchmark uses).
import { readdirSync, readFileSync } from 'node:fs';

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

/** The loopback round-robin proxy, shared with the server's load benchmark. */
export { type RoundRobin, roundRobinProxy } from '../../server/test/support/round-robin.ts';
