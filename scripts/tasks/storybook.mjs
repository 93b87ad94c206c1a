// `npm run storybook`: the stories of every package, on http://localhost:6006.
import path from 'node:path';
import { run } from '../lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = process.env.STORYBOOK_PORT || '6006';
process.exit(
  await run('storybook', ['dev', '--port', port, '--no-open', ...process.argv.slice(2)], {
    cwd: root,
  }),
);
