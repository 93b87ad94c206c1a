// Where the browser tests find Chromium: CHROMIUM_PATH when set, else a system Chromium.
// Playwright's own browser download cannot work on these machines, so it is never used.
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** @returns {string | undefined} */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return candidates.find((candidate) => existsSync(candidate));
}

export const chromiumInstallHelp = [
  'No Chromium was found for the browser tests.',
  process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH points at ${process.env.CHROMIUM_PATH}, which does not exist.`
    : `Looked in: ${candidates.join(', ')}`,
  'Install it with:  sudo apt-get update && sudo apt-get install -y chromium   (Debian/Ubuntu)',
  'or point CHROMIUM_PATH at a Chromium or Chrome binary:  CHROMIUM_PATH=/path/to/chrome npm test',
].join('\n');

/** @returns {string} */
export function requireChromium() {
  const found = findChromium();
  if (!found) throw new Error(chromiumInstallHelp);
  return found;
}

/** Flags for headless runs on machines without a display, sandbox or outside network. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
