#!/usr/bin/env node
// Runs on whatever Node the machine has (20 or newer) with nothing but npm.
// 1. gets the pnpm pinned in package.json#packageManager into .tools/ (from the npm registry);
// 2. installs the workspace with the frozen lockfile, which brings Node 24 as the `node` package;
// 3. runs scripts/tasks/<task>.mjs under that Node 24, with node_modules/.bin first on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [task, ...taskArgs] = process.argv.slice(2);
const tasksDir = path.join(root, 'scripts', 'tasks');
const known = readdirSync(tasksDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.slice(0, -4));

if (!task || !known.includes(task)) {
  console.error(`usage: node scripts/bootstrap.mjs <${known.join('|')}> [args]`);
  process.exit(2);
}

const log = (line) => console.log(`[bootstrap] ${line}`);
const fail = (line) => {
  console.error(`[bootstrap] ${line}`);
  process.exit(1);
};

const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const pnpmVersion = rootPackage.packageManager.replace(/^pnpm@/, '');
const toolsDir = path.join(root, '.tools', `pnpm-${pnpmVersion}`);
const pnpmEntry = path.join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  return result.status ?? 1;
}

// 1. pnpm
if (!existsSync(pnpmEntry)) {
  log(`installing pnpm ${pnpmVersion} into .tools/`);
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(path.join(toolsDir, 'package.json'), '{"private":true}\n');
  const status = run(npmCommand, [
    'install',
    '--prefix',
    toolsDir,
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    '--loglevel=error',
    `pnpm@${pnpmVersion}`,
  ]);
  if (status !== 0 || !existsSync(pnpmEntry))
    fail(`could not install pnpm ${pnpmVersion} with npm`);
}

// 2. the workspace, only when the manifests or the lockfile changed since the last install
function manifestFingerprint() {
  const hash = createHash('sha256');
  const files = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'];
  for (const group of ['packages', 'apps']) {
    const dir = path.join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) files.push(path.join(group, name, 'package.json'));
  }
  for (const file of files) {
    const full = path.join(root, file);
    hash.update(file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  hash.update(process.platform + process.arch);
  return hash.digest('hex');
}

const stampFile = path.join(root, 'node_modules', '.adconsole-install');
const fingerprint = manifestFingerprint();
const installed = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint;
if (!installed) {
  log('installing dependencies (pnpm install --frozen-lockfile)');
  const status = run(process.execPath, [pnpmEntry, 'install', '--frozen-lockfile']);
  if (status !== 0) fail('pnpm install failed');
  writeFileSync(stampFile, fingerprint);
}

// 3. the task, under the Node 24 that the workspace installed
const binDir = path.join(root, 'node_modules', '.bin');
const node24 = path.join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');
if (!existsSync(node24))
  fail('node_modules/.bin/node is missing: the `node` package did not install');

const pnpmBinDir = path.join(toolsDir, 'node_modules', '.bin');
const env = {
  ...process.env,
  PATH: [binDir, pnpmBinDir, process.env.PATH].join(path.delimiter),
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
const child = spawn(node24, [path.join(tasksDir, `${task}.mjs`), ...taskArgs], {
  cwd: root,
  stdio: 'inherit',
  env,
});

// Ctrl-C reaches the whole foreground group; a SIGTERM sent to us alone is passed on.
// Either way we wait for the task to finish its own shutdown and leave with its code.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});
