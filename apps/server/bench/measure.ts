// The timed loop and the Markdown table of every list benchmark: each question (a filter and
// sort people use) is asked a number of times one after another, after a few unmeasured ones
// that warm the caches and the connection pool, and its p50/p95/p99/max printed as a row.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { cpus } from 'node:os';
import { percentile } from './server.ts';

/** A question a list benchmark asks: one view of the list (a page, with its counts if any). */
export interface Question {
  /** The list it asks, when a benchmark measures several (a column of its own, and a summary). */
  group?: string;
  filter: string;
  /** Sends the view's requests; answers the list's total and the request, as an example. */
  ask: () => Promise<{ total: number; request: string }>;
}

export interface Measured {
  group: string;
  filter: string;
  example: string;
  total: number;
  times: number[];
}

/** Asks each question `requests` times (after `warmup` unmeasured ones), one after another. */
export async function measure(
  questions: readonly Question[],
  requests: number,
  warmup = 20,
): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const question of questions) {
    const times: number[] = [];
    let example = '';
    let found = 0;
    for (let n = 0; n < requests + warmup; n++) {
      const at = performance.now();
      const { total, request } = await question.ask();
      const elapsed = performance.now() - at;
      if (n >= warmup) {
        times.push(elapsed);
        found += total;
      } else example = request;
    }
    times.sort((a, b) => a - b);
    measured.push({
      group: question.group ?? '',
      filter: question.filter,
      example,
      total: Math.round(found / times.length),
      times,
    });
    console.error(
      `  ${question.group ? `${question.group}, ` : ''}${question.filter}: p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  return measured;
}

/** Signs a demo persona in (password `demo`); answers the headers its requests carry. */
export async function signIn(url: string, email: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/ws-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo' }),
  });
  if (response.status !== 200) throw new Error(`signing in ${email} answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * The questions of a list benchmark that asks one GET per view: each filter's query (made anew
 * for every request) on its path, the list's total from the answer.
 */
export function listQuestions(
  url: string,
  headers: Record<string, string>,
  filters: readonly { group?: string; filter: string; path: string; query: () => string }[],
): Question[] {
  return filters.map(({ group, filter, path, query }) => ({
    ...(group ? { group } : {}),
    filter,
    ask: async () => {
      const request = `${path}?${query()}`;
      const { total } = await getJson<{ total: number }>(`${url}${request}`, headers);
      return { total, request };
    },
  }));
}

/** GETs a JSON answer; anything but 200 stops the benchmark. */
export async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const ms = (value: number) => value.toFixed(1);
const cells = (times: number[]) =>
  `${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} | ${ms(times.at(-1) ?? Number.NaN)}`;

/**
 * Prints the results as the Markdown table the bench README records: `intro` (what was in the
 * database, how the requests were sent) with the machine, a row per question, a bold row over
 * all of a group's requests. Answers each group's p95 over all its requests.
 */
export function printTable(
  intro: string,
  measured: readonly Measured[],
  columns: { group?: string; filter: string; unit: string },
): Map<string, number> {
  console.log(
    `\n${intro}, on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.versions.node}:\n`,
  );
  const lead = columns.group ? `| ${columns.group} ` : '';
  console.log(`${lead}| ${columns.filter} | mean total | p50 ms | p95 ms | p99 ms | max ms |`);
  console.log(`${columns.group ? '| --- ' : ''}| --- | ---: | ---: | ---: | ---: | ---: |`);
  for (const row of measured) {
    const group = columns.group ? `| ${row.group} ` : '';
    console.log(`${group}| ${row.filter} | ${row.total} | ${cells(row.times)} |`);
  }
  const p95s = new Map<string, number>();
  for (const group of new Set(measured.map((row) => row.group))) {
    const all = measured
      .filter((row) => row.group === group)
      .flatMap((row) => row.times)
      .sort((a, b) => a - b);
    const label = `**${group ? `${group}: ` : ''}all ${all.length} ${columns.unit}**`;
    const [p50, p95, p99, max] = cells(all).split(' | ');
    console.log(
      `${columns.group ? `| ${label} | ` : `| ${label} `}| | **${p50}** | **${p95}** | **${p99}** | ${max} |`,
    );
    p95s.set(group, percentile(all, 95));
  }
  const example = measured[0];
  if (example) console.log(`\nexample request: GET ${example.example}`);
  return p95s;
}
