import { useCallback, useMemo, useState } from 'react';

/**
 * A form's values on plain state, for a screen that does not use react-hook-form (a step whose
 * fields drive a live preview): what the user changed is theirs, every other field shows the
 * loaded data, which may arrive or change after the first render (a refetch, a stale cache, a
 * slow answer). Data that arrives late never overwrites what the user typed (issue 33: units
 * typed before the post calculation's data arrived went back to the stored ones). `forget`
 * hands every field back to the loaded data (after a save, when the saved values are loaded).
 * useZodForm's `values` is the same rule for react-hook-form forms.
 */
export function useLoadedDraft<Values extends Record<string, unknown>>(loaded: Values) {
  const [edited, setEdited] = useState<Partial<Values>>({});
  const values = useMemo(() => ({ ...loaded, ...edited }) as Values, [loaded, edited]);
  const set = useCallback(
    <Key extends keyof Values>(field: Key, value: Values[Key]) =>
      setEdited((current) => ({ ...current, [field]: value })),
    [],
  );
  const forget = useCallback(() => setEdited({}), []);
  return {
    values,
    set,
    forget,
    /** Whether the user changed a field (a loaded value no longer reaches it). */
    isEdited: (field: keyof Values) => field in edited,
  };
}
