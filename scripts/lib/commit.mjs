import { execFileSync } from 'node:child_process';

/** The commit being built: COMMIT_HASH when set (CI, images), else git's HEAD, else "development". */
export function readCommitHash() {
  if (process.env.COMMIT_HASH) return process.env.COMMIT_HASH;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'development';
  }
}
