// `npm test`: lint and format, typecheck, unit tests, stories in Chromium, server tests and
// the end-to-end smoke test. Turbo caches each package's tasks; every runner writes a JSON
// report, and the last line sums them all up: `N passed, N failed`.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumInstallHelp, findChromium } from '../lib/chromium.mjs';
import { run } from '../lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const started = Date.now();
const results = []; // { name, passed, failed, note, seconds }
const timings = []; // { name, seconds }: every test of every report, for the slowest ten
const builds = []; // 'name N s': the builds that passed, with their wall time
const fileCosts = []; // { file, cpuSeconds, wallSeconds }: every test file's own (.reports/cpu.jsonl)
const costFilesRead = new Set();
// Every failing test with the first line of its error: CI shows only the run's tail, so the
// summary names what failed (a red run said "journeys: 1 failed" and nothing more).
const failures = []; // { name, message }
// Browser tests that failed once and passed on their second try (the e2e and journey lanes retry
// once in CI): green, but named, so a flaky test is seen and fixed rather than hidden.
const flaky = []; // { name, message }

const reportOf = {
  test: 'test.json',
  'test:e2e': 'e2e.json',
  'test:stories': 'stories.json',
  'test:size': 'size.json',
  'test:pages': 'pages.json',
  'test:journeys': 'journeys.json',
};
const workspaceDirs = ['packages', 'apps'].flatMap((group) =>
  readdirSync(path.join(root, group)).map((name) => path.join(root, group, name)),
);

/** The first line of an error, without colour codes, short enough for a summary line. */
function firstLine(text) {
  if (typeof text !== 'string') return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colour codes
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '').trim();
  const line = plain.split('\n').find((part) => part.trim() !== '') ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

function finish() {
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log('\nSummary');
  for (const result of results) {
    const mark = result.failed > 0 ? '✗' : '✓';
    // Each task's own wall time (turbo's start to end), so the task that holds up the run is seen.
    const took = result.seconds === undefined ? '' : `  ${result.seconds.toFixed(0)} s`;
    const note = result.note ? `  (${result.note})` : '';
    console.log(
      `  ${mark} ${result.name}: ${result.passed} passed, ${result.failed} failed${took}${note}`,
    );
  }
  if (builds.length > 0) console.log(`  · builds: ${builds.join(', ')}`);
  if (failures.length > 0) console.log('\nFailed tests');
  for (const { name, message } of failures.slice(0, 20))
    console.log(`  ✗ ${name}${message ? `\n      ${message}` : ''}`);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
  if (flaky.length > 0) console.log('\nPassed on the second try (flaky: fix them)');
  for (const { name, message } of flaky)
    console.log(`  ~ ${name}${message ? `\n      ${message}` : ''}`);
  // The ten slowest tests, so the next one to grow is seen before it costs the run its limit.
  const slowest = timings.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  if (slowest.length > 0) console.log('\nSlowest tests');
  for (const { name, seconds } of slowest) console.log(`  ${seconds.toFixed(1)} s  ${name}`);
  // The ten test files that cost the most CPU (scripts/lib/file-cpu.ts): on two shared cores a
  // wall time mostly says how long a file waited for a core, its CPU what it costs the run.
  const costliest = fileCosts.sort((a, b) => b.cpuSeconds - a.cpuSeconds).slice(0, 10);
  if (costliest.length > 0) {
    const total = fileCosts.reduce((sum, cost) => sum + cost.cpuSeconds, 0);
    console.log(`\nCostliest test files (CPU of the test process; ${total.toFixed(0)} s in all)`);
  }
  for (const { file, cpuSeconds, wallSeconds } of costliest)
    console.log(`  ${cpuSeconds.toFixed(1)} s CPU  ${wallSeconds.toFixed(0)} s wall  ${file}`);
  console.log(`  took ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

// 1. A browser for the stories and the end-to-end test (unpacked once here when it comes from
// @sparticuz/chromium, so the runners that follow find it ready).
const chromium = await findChromium();
if (!chromium) {
  console.error(chromiumInstallHelp);
  results.push({ name: 'find Chromium', passed: 0, failed: 1 });
  finish();
}
console.log(`Chromium (${chromium.source}): ${chromium.path}`);
process.env.CHROMIUM_PATH = chromium.path;

// 2. Lint and format, over the whole tree at once (Biome takes about a second).
const lintStarted = Date.now();
const lintCode = await run('biome', ['ci', '--reporter=summary', '.'], { cwd: root });
results.push({
  name: 'lint and format (biome ci)',
  passed: lintCode === 0 ? 1 : 0,
  failed: lintCode === 0 ? 0 : 1,
  seconds: (Date.now() - lintStarted) / 1000,
});

// 3. Everything else through turbo, which replays what has not changed. Every task that can
// start does: the long ones (server tests, end to end, journeys, stories) each take minutes and
// wait on databases, servers and browsers much of the time, so on two cores they overlap well;
// with two at a time, the journeys waited twenty minutes for a free slot. Each runner keeps its
// own number of files at once (the vitest configs' maxWorkers).
//
// Issue 36: the longest task first. The server tests need no build, but in one turbo run they
// waited for a free slot behind the typechecks and unit tests that turbo starts in its own
// order, and the run ended on them. So they run in a turbo run of their own, started at once.
// The same held for the end-to-end tests, the run's longest task since (CI of 2026-11-28:
// 1,023 s, the last 219 s alone): in one run with the stories, typechecks and unit tests, the
// console's build waited 43 s for a slot and the end-to-end tests 30 s more behind the
// console's typecheck, so they started at 116 s. Now three turbo runs start together: the
// server's tests; the builds and what needs them (end to end, journeys, the page checks), whose
// first tasks are the builds; the stories, typechecks and unit tests of the other packages.
for (const dir of [root, ...workspaceDirs])
  rmSync(path.join(dir, '.reports'), { recursive: true, force: true });
const runsDir = path.join(root, '.turbo', 'runs');
rmSync(runsDir, { recursive: true, force: true });
const turboArgs = ['--continue', '--summarize', '--output-logs=new-only'];
const turboCodes = await Promise.all([
  run(
    'turbo',
    ['run', 'test', 'typecheck', '--filter=@adconsole/server', '--concurrency=2', ...turboArgs],
    { cwd: root },
  ),
  run(
    'turbo',
    [
      'run',
      'test:e2e',
      'test:journeys',
      'test:size',
      'test:pages',
      // The server's build is done here, once: the end-to-end tasks name it.
      '--filter=@adconsole/console',
      ...turboArgs,
      '--concurrency=3',
    ],
    { cwd: root },
  ),
  run(
    'turbo',
    [
      'run',
      'test:stories',
      'typecheck',
      'test',
      '--filter=!@adconsole/server',
      ...turboArgs,
      '--concurrency=2',
    ],
    { cwd: root },
  ),
]);
const turboCode = turboCodes.find((code) => code !== 0) ?? 0;

const summaryFiles = existsSync(runsDir)
  ? readdirSync(runsDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => path.join(runsDir, file))
  : [];
if (summaryFiles.length < turboCodes.length) {
  results.push({ name: 'turbo', passed: 0, failed: 1, note: `exit ${turboCode}, no run summary` });
  finish();
}

const tasks = summaryFiles.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).tasks);
for (const task of tasks) {
  if (task.command === '<NONEXISTENT>') continue;
  const exitCode = task.execution?.exitCode;
  const cached = task.cache?.status === 'HIT' ? 'cached' : undefined;
  const name = `${task.package === '//' ? 'root' : task.package} ${task.task}`;
  const { startTime, endTime } = task.execution ?? {};
  const seconds =
    typeof startTime === 'number' && typeof endTime === 'number'
      ? (endTime - startTime) / 1000
      : undefined;
  const reportFile =
    reportOf[task.task] && path.join(root, task.directory ?? '', '.reports', reportOf[task.task]);
  if (!reportFile) {
    // A build only counts when it breaks (its time is listed all the same); a typecheck is a
    // check of its own.
    if (task.task === 'build' && exitCode === 0) {
      if (seconds !== undefined) builds.push(`${name} ${seconds.toFixed(0)} s`);
      continue;
    }
    results.push({
      name,
      passed: exitCode === 0 ? 1 : 0,
      failed: exitCode === 0 ? 0 : 1,
      note: cached,
      seconds,
    });
    continue;
  }
  if (!existsSync(reportFile)) {
    results.push({
      name,
      passed: 0,
      failed: 1,
      note: `exit ${exitCode ?? 'none'}, no report`,
      seconds,
    });
    continue;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const costFile = path.join(path.dirname(reportFile), 'cpu.jsonl');
  // One file per package (a package's runners write into the same one): read once.
  if (existsSync(costFile) && cached === undefined && !costFilesRead.has(costFile)) {
    costFilesRead.add(costFile);
    for (const line of readFileSync(costFile, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const cost = JSON.parse(line);
      fileCosts.push({ ...cost, file: path.relative(root, cost.file) });
    }
  }
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    for (const test of file.assertionResults ?? []) {
      const name = `${where} › ${test.fullName ?? test.title}`;
      if (typeof test.duration === 'number') timings.push({ name, seconds: test.duration / 1000 });
      if (test.status === 'failed')
        failures.push({ name, message: firstLine(test.failureMessages?.[0]) });
      else if (test.status === 'passed' && (test.failureMessages ?? []).length > 0)
        flaky.push({ name, message: firstLine(test.failureMessages[0]) });
    }
    // A file that did not load has no test to name: its own message says why.
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0)
      failures.push({ name: where, message: firstLine(file.message) });
  }
  let failed = report.numFailedTests;
  // A run can fail without a failing test: a suite that did not load, an unhandled error.
  if (exitCode !== 0 && failed === 0) failed = 1;
  results.push({ name, passed: report.numPassedTests, failed, note: cached, seconds });
}
// A task turbo never finished (interrupted, killed) leaves no entry above: a turbo that failed
// with every listed task green still fails the run.
if (turboCode !== 0 && !results.some((result) => result.failed > 0)) {
  results.push({ name: 'turbo', passed: 0, failed: 1, note: `exit ${turboCode}` });
}
finish();
