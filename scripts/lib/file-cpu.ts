// A vitest setup file (setupFiles) that records each test file's CPU and wall time: each file
// runs in a worker process of its own (the forks pool isolates files), so the worker's CPU
// from this file's start to its last afterAll is the file's. Appended as one JSON line per file
// to `.reports/cpu.jsonl` of the package; `npm test` (scripts/tasks/test.mjs) lists the files
// that cost the most CPU. On a shared 2-core machine a file's wall time is mostly waiting for a
// core (issue 36: the access walk took 65 s alone and 324 s in CI): its CPU is what to cut.
// What the file starts in processes of their own (a built server, Chromium, the PostgreSQL
// lane's server) is not counted here.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';

const cpuAtStart = process.cpuUsage();
const wallAtStart = performance.now();

// biome-ignore lint/correctness/noEmptyPattern: vitest takes a hook's context only destructured; the file is the second argument
afterAll(({}, suite) => {
  const file = 'filepath' in suite ? suite.filepath : undefined;
  if (!file) return;
  const used = process.cpuUsage(cpuAtStart);
  const reports = path.join(process.cwd(), '.reports');
  mkdirSync(reports, { recursive: true });
  appendFileSync(
    path.join(reports, 'cpu.jsonl'),
    `${JSON.stringify({
      file,
      cpuSeconds: (used.user + used.system) / 1e6,
      wallSeconds: (performance.now() - wallAtStart) / 1000,
    })}\n`,
  );
});
