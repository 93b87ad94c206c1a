/**
 * How much demo data an empty database gets. `full` (the default, `npm start`) is the scale
 * staff judge the screens at: thousands of accounts, tens of thousands of contacts and
 * campaigns. `small` (`DEMO_SCALE=small`, which the end-to-end tests set) keeps the personas,
 * the named accounts and every kind of record, with a few of each, so a test server starts in
 * seconds. Every generator of demo data reads its counts from here.
 */
export type DemoScale = 'full' | 'small';

export function demoScale(env: NodeJS.ProcessEnv = process.env): DemoScale {
  return env.DEMO_SCALE === 'small' ? 'small' : 'full';
}

/** A count of the full scale, shrunk for the small one (at least `least`). */
export function scaled(full: number, scale: DemoScale, least = 1): number {
  return scale === 'full' ? full : Math.max(least, Math.round(full / 100));
}
