// `npm start`: build the console and the server (turbo replays what has not changed), then
// run the server in this process: it serves the API and the console on one port.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from '../lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
process.env.DATA_DIR ||= path.join(root, '.data');

const code = await run(
  'turbo',
  [
    'run',
    'build',
    '--filter=@adconsole/console',
    '--filter=@adconsole/server',
    '--output-logs=errors-only',
  ],
  { cwd: root },
);
if (code !== 0) {
  console.error('The build failed; see above.');
  process.exit(code);
}
await import(pathToFileURL(path.join(root, 'apps', 'server', 'dist', 'main.js')).href);
