import {
  type LoadOptions,
  type LoadOptionsContext,
  type Option,
  SEARCH_DEBOUNCE_MS,
} from '@adconsole/ui';
import { useCallback, useRef } from 'react';
import { useFormText } from '../messages/useFormMessage.ts';

/** One entry as a lookup shows it: what the app's API call gave, reduced to a choice. */
export interface LookupEntry {
  id: string;
  label: string;
  /** A second line, e.g. the city of an account. */
  description?: string;
  /** The record's number, shown after the second line (two accounts of one name told apart). */
  reference?: string;
  /** Inactive entries stay choosable but are marked 'inactive'. */
  isActive?: boolean;
}

export interface LookupProps<Item> {
  /** The app's API call: entries matching a search; pass the signal and limit on. */
  load: (search: string, context: LoadOptionsContext) => Promise<readonly Item[]>;
  /** Turns an entry of the call into a choice. */
  toEntry: (item: Item) => LookupEntry;
  /** The pause after typing before a search loads: 500 ms, contacts 600 ms (spec 1 §9). */
  debounceMs?: number;
  /**
   * Why the field cannot be used yet (spec 2: contacts are disabled until an account is
   * chosen); the field is disabled and says so under its label.
   */
  disabledReason?: string | undefined;
  description?: string;
}

/**
 * What FormLookup and FormMultiLookup give their ui field: options loaded (debounced, stale
 * loads aborted) through the app's call, inactive entries marked, disabled with a reason.
 */
export function useLookup<Item, Rest extends object>({
  load,
  toEntry,
  debounceMs = SEARCH_DEBOUNCE_MS,
  disabledReason,
  description,
  ...rest
}: LookupProps<Item> & Rest) {
  const text = useFormText();
  // The latest call and mapping, so inline functions do not restart a load.
  const latest = useRef({ load, toEntry });
  latest.current = { load, toEntry };
  const inactive = text('forms.lookup.inactive');
  const loadOptions = useCallback<LoadOptions>(
    async (search, context) => {
      const items = await latest.current.load(search, context);
      return items.map((item): Option => {
        const entry = latest.current.toEntry(item);
        const { id, label, description: line, reference, isActive = true } = entry;
        const marks = [line, isActive ? undefined : inactive].filter(Boolean).join(' · ');
        return {
          id,
          label,
          ...(marks ? { description: marks } : {}),
          ...(reference ? { reference } : {}),
        };
      });
    },
    [inactive],
  );
  return {
    ...rest,
    loadOptions,
    debounceMs,
    isDisabled: disabledReason !== undefined,
    description: disabledReason ?? description,
  };
}
