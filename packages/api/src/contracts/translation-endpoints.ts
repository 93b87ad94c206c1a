import type { Endpoint } from './endpoint.ts';

/** The translate service (spec 2 §7): translations, namespaces, missing keys. */
export const translationEndpoints = {} as const satisfies Record<string, Endpoint>;
