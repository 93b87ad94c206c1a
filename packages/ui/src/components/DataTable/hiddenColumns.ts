import { useCallback, useState } from 'react';

/** Where a table keeps its hidden columns between visits, e.g. over `localStorage`. */
export interface ColumnStorage {
  get(key: string): string | null | undefined;
  set(key: string, value: string): void;
}

/** The hidden column ids stored under `key`, or `fallback` when nothing (valid) is stored. */
export function readHiddenColumns(
  storage: ColumnStorage | undefined,
  key: string | undefined,
  fallback: readonly string[],
): readonly string[] {
  const stored = storage && key ? storage.get(key) : undefined;
  if (!stored) return fallback;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) && parsed.every((id) => typeof id === 'string')
      ? parsed
      : fallback;
  } catch {
    return fallback;
  }
}

/** A table's hidden columns: read once from the app's storage, written back on each change. */
export function useHiddenColumns(
  storage: ColumnStorage | undefined,
  key: string | undefined,
  defaultHidden: readonly string[],
): [readonly string[], (hidden: readonly string[]) => void] {
  const [hidden, setHidden] = useState(() => readHiddenColumns(storage, key, defaultHidden));
  const update = useCallback(
    (next: readonly string[]) => {
      setHidden(next);
      if (storage && key) storage.set(key, JSON.stringify(next));
    },
    [storage, key],
  );
  return [hidden, update];
}
