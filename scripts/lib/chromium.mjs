// Where the browser tests find Chromium, in this order:
//   1. CHROMIUM_PATH;
//   2. a system Chromium or Chrome (CHROMIUM_SYSTEM_PATHS, separated by ':', replaces the list);
//   3. a Chromium that Playwright installed (`npx playwright install chromium`);
//   4. @sparticuz/chromium, an optional dependency: a headless Chromium inside the npm package
//      (Linux x64/arm64), unpacked to the temporary folder on first use (about 1 s).
// Stories, component tests and end-to-end tests all launch through `chromiumLaunchOptions()`.
// Fonts: whichever Chromium runs, it sees only the fonts of `fonts.conf` (DejaVu 2.37 from the
// npm package dejavu-fonts-ttf), so the visual references do not depend on the browser's source.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const systemCandidates = process.env.CHROMIUM_SYSTEM_PATHS
  ? process.env.CHROMIUM_SYSTEM_PATHS.split(':').filter(Boolean)
  : [
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/snap/bin/chromium',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ];

/** The fontconfig file every test browser runs with. */
export const fontsConfig = path.join(import.meta.dirname, 'fonts.conf');

function playwrightChromium() {
  try {
    const { chromium } = require('playwright-core');
    const executable = chromium.executablePath();
    return executable && existsSync(executable) ? executable : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Chromium to use and where it came from, or undefined. Unpacks @sparticuz/chromium when
 * nothing else is there.
 * @returns {Promise<{ path: string, source: string } | undefined>}
 */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? { path: fromEnv, source: 'CHROMIUM_PATH' } : undefined;
  const system = systemCandidates.find((candidate) => existsSync(candidate));
  if (system) return { path: system, source: 'system' };
  const playwright = playwrightChromium();
  if (playwright) return { path: playwright, source: 'Playwright' };
  if (process.platform === 'linux' && (process.arch === 'x64' || process.arch === 'arm64')) {
    try {
      const { default: sparticuz } = await import('@sparticuz/chromium');
      const executable = await sparticuz.executablePath();
      if (executable && existsSync(executable))
        return { path: executable, source: '@sparticuz/chromium' };
    } catch {
      // Not installed (optional dependency) or could not unpack: fall through.
    }
  }
  return undefined;
}

export const chromiumInstallHelp = [
  'No Chromium was found for the browser tests.',
  process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH points at ${process.env.CHROMIUM_PATH}, which does not exist.`
    : `Looked in: ${systemCandidates.join(', ')}, Playwright's browsers and @sparticuz/chromium (Linux x64/arm64).`,
  'Reinstall the dependencies (the optional @sparticuz/chromium brings one on Linux),',
  'or point CHROMIUM_PATH at a Chromium or Chrome binary:  CHROMIUM_PATH=/path/to/chrome npm test',
].join('\n');

/** @returns {Promise<string>} */
export async function requireChromium() {
  const found = await findChromium();
  if (!found) throw new Error(chromiumInstallHelp);
  return found.path;
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

/**
 * What playwright's `chromium.launch` takes: the executable, the flags and an environment
 * whose fontconfig sees only the bundled fonts.
 * @returns {Promise<{ executablePath: string, args: string[], env: Record<string, string> }>}
 */
export async function chromiumLaunchOptions() {
  const executablePath = await requireChromium();
  const env = /** @type {Record<string, string>} */ ({
    ...process.env,
    FONTCONFIG_FILE: fontsConfig,
  });
  delete env.FONTCONFIG_PATH;
  // Under the C or POSIX locale (CI machines, LANG=C.UTF-8) Chromium reports navigator.language
  // "en-US@posix", which Intl refuses: uPlot formats with it when it loads (issue 39).
  if (!env.LANG || /^(C|POSIX)\b/.test(env.LANG)) env.LANG = 'en_US.UTF-8';
  return { executablePath, args: chromiumArgs, env };
}
