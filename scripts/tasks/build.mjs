// `npm run build`: the console, the server and the static Storybook.
import path from 'node:path';
import { run } from '../lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
process.exit(await run('turbo', ['run', 'build', 'build-storybook'], { cwd: root }));
