import { selectedCompanySchema } from '@adconsole/api';
import { z } from 'zod/mini';

/** Local-storage keys of the shell (spec 1 §9). */
export const SELECTED_COMPANY_KEY = 'selectedCompany';
export const FORCED_LOGOUT_KEY = 'forcedLogoutComplete';
export const DEBUG_KEY = 'adnz_debug';
/** The publisher's website choice in its portal (spec 1 §9 "publishers website"; issue 39). */
export const PUBLISHERS_WEBSITE_KEY = 'publishersWebsite';
/**
 * The colour scheme the user chose in the header (issue 46, app/theme.ts): light or dark; none
 * is "as the system". `public/theme.js` reads it before the console's code loads, so a dark page
 * is dark from its first paint: keep the two in step (theme.test.ts).
 */
export const THEME_PREFERENCE_KEY = 'colorScheme';
/** Saved list filters: one session-storage entry per list screen, under this prefix. */
export const LIST_FILTERS_PREFIX = 'filters:';

/** The stored company: what the request header carries, and its name for the switcher. */
const storedCompanySchema = z.extend(selectedCompanySchema, { name: z.string() });
export type StoredCompany = z.infer<typeof storedCompanySchema>;

const listeners = new Set<() => void>();
/** The parsed company of the stored text, so reading it twice gives the same object. */
let cache: { text: string | null; company: StoredCompany | null } = { text: null, company: null };

/** The company a SWITCH_COMPANY_VIEW user works as (spec 1 §4), kept in local storage. */
export const selectedCompanyStore = {
  get(): StoredCompany | null {
    const text = localStorage.getItem(SELECTED_COMPANY_KEY);
    if (text !== cache.text) {
      let company: StoredCompany | null = null;
      try {
        company = text ? storedCompanySchema.parse(JSON.parse(text)) : null;
      } catch {
        company = null;
      }
      cache = { text, company };
    }
    return cache.company;
  },
  /** Throws when the storage refuses (full, or disabled); the caller says so. */
  set(company: StoredCompany | null): void {
    if (company) localStorage.setItem(SELECTED_COMPANY_KEY, JSON.stringify(company));
    else localStorage.removeItem(SELECTED_COMPANY_KEY);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Forgets every list screen's saved filters (a company switch, spec 1 §4). */
export function clearSavedListFilters(storage: Storage = sessionStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(LIST_FILTERS_PREFIX)) storage.removeItem(key);
}
