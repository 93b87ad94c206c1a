import type { DefaultValue, KeywordRule, UrlTestResult } from '@adconsole/api/contracts';

// The keyword rules of a configuration applied to a URL (DOMAIN §8 KeywordConfig, DOMAIN2 §6.3
// check 1): which rules fire and which key-values the page sends. Decisions (the spec is silent):
// - a pattern is a path: `*` one segment, `**` any rest (also none), `:name` one segment by name;
//   matching ignores case, the query and the fragment, and a trailing slash;
// - every rule that matches fires, in the configuration's order; the values of one key from
//   several rules are merged (first seen first), as the ad server takes a key once per request;
// - the default values are sent only when no rule fires.

/** The segments of a URL's path (decoded, lower-cased), or of a pattern. */
const segmentsOf = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });

/** The named segments of a path that matches the pattern, or nothing. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  const named: Record<string, string> = {};
  const walk = (w: number, g: number): boolean => {
    if (w === wanted.length) return g === given.length;
    const part = wanted[w] as string;
    if (part === '**') {
      for (let rest = g; rest <= given.length; rest += 1) if (walk(w + 1, rest)) return true;
      return false;
    }
    if (g === given.length) return false;
    const segment = given[g] as string;
    if (part === '*') return walk(w + 1, g + 1);
    if (part.startsWith(':')) {
      named[part.slice(1)] = segment;
      return walk(w + 1, g + 1);
    }
    return part === segment && walk(w + 1, g + 1);
  };
  return walk(0, 0) ? named : undefined;
}

/** The path of what a user typed: a whole URL, or a path alone. */
export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return new URL(url.startsWith('/') ? url : `/${url}`, 'http://path.invalid').pathname;
  }
}

export function testUrl(
  url: string,
  rules: readonly KeywordRule[],
  defaultValues: readonly DefaultValue[],
): UrlTestResult {
  const path = pathOf(url.trim());
  const fired: UrlTestResult['fired'] = [];
  const sent = new Map<string, string[]>();
  const send = (key: string, values: readonly string[]) => {
    const known = sent.get(key) ?? [];
    for (const value of values) if (!known.includes(value)) known.push(value);
    sent.set(key, known);
  };
  rules.forEach((rule, index) => {
    const named = matchPath(rule.pathPattern, path);
    if (!named) return;
    const values =
      rule.mode === 'STATIC'
        ? rule.values
        : [named[rule.key.toLowerCase()] ?? named[rule.key] ?? ''].filter(Boolean);
    if (values.length === 0) return;
    fired.push({ index, rule, values: [...values] });
    send(rule.key, values);
  });
  const usedDefaults = fired.length === 0;
  if (usedDefaults) for (const entry of defaultValues) send(entry.key, entry.values);
  return {
    path,
    fired,
    keyValues: [...sent].map(([key, values]) => ({ key, values })),
    usedDefaults,
  };
}
