// `npm run chromatic`: publishes the static Storybook to Chromatic for visual review. It needs
// Chromatic's cloud service and a project token, so it is never part of `npm test`.
import path from 'node:path';
import { run } from '../lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to your Chromatic project token first.');
  process.exit(1);
}
const built = await run('turbo', ['run', 'build-storybook'], { cwd: root });
if (built !== 0) process.exit(built);
process.exit(
  await run(
    'chromatic',
    [
      '--storybook-build-dir',
      'storybook-static',
      '--exit-zero-on-changes',
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
    },
  ),
);
