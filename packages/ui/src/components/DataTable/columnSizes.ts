import type { ColumnSizingState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { type DataTableColumnKind, type DataTableColumnMeta, uncutKinds } from './columns.ts';
import type { ColumnStorage } from './hiddenColumns.ts';

/** The least width of a kind that is never cut, before its widest value is measured. */
const kindLeast: Record<DataTableColumnKind, string> = {
  name: '10rem',
  text: '8rem',
  money: '7rem',
  number: '5rem',
  percent: '6rem',
  code: '6rem',
  status: '7rem',
  date: '6rem',
  // A row's actions are a button or two, or the "…" of a menu: their width is measured.
  actions: '3rem',
};

/**
 * The track of a column whose values may be cut, when the screen declares none. With room,
 * the columns share it (a name twice a text's share); without, a text gives way down to 5rem
 * (its whole value on hover and focus), a name down to 8rem, before the table scrolls sideways (issue 33: a list of
 * ten columns at 1440 px scrolled sideways while its texts had room to spare).
 */
const kindTrack: Partial<Record<DataTableColumnKind, string>> = {
  name: 'minmax(8rem, 2fr)',
  text: 'minmax(5rem, 1fr)',
};

const plainLength = /^\d+(\.\d+)?(rem|px|ch|em)$/;

/** The least width a declared track allows: `8rem` of `8rem` or of `minmax(8rem, 1fr)`. */
function leastOf(track: string | undefined): string | undefined {
  if (!track) return undefined;
  if (plainLength.test(track)) return track;
  const least = /^minmax\(\s*([^,\s]+)\s*,/.exec(track)?.[1];
  return least && plainLength.test(least) ? least : undefined;
}

export interface ColumnTrack {
  /** The CSS grid track. */
  track: string;
  /** The least width of the track, as CSS (the rows' least width is their sum). */
  least: string;
}

/**
 * A column's grid track from what it holds (`kind`), its widest measured value (`fit`, in px),
 * the width the user gave it (`size`, in px) and the width its header needs to show whole
 * (`header`, in px: its longest word, as a header wraps between words). A kind that is never
 * cut is never narrower than its widest value, whatever was declared or dragged; a text column
 * of short values is allowed to be as narrow as they are; no column is narrower than its
 * header's longest word (a stranger found "Zugewi…" and "Verkä…" at 1440 px).
 */
export function columnTrack(
  meta: DataTableColumnMeta | undefined,
  fit: number | undefined,
  size: number | undefined,
  header?: number,
): ColumnTrack {
  const track = valueTrack(meta, fit, size);
  return header ? atLeast(track, Math.ceil(header)) : track;
}

/** A column's track from its values alone (columnTrack without its header). */
function valueTrack(
  meta: DataTableColumnMeta | undefined,
  fit: number | undefined,
  size: number | undefined,
): ColumnTrack {
  const kind = meta?.kind ?? 'text';
  if (uncutKinds.has(kind)) {
    const least = `max(${size ? `${size}px` : (leastOf(meta?.width) ?? kindLeast[kind])}, ${Math.ceil(fit ?? 0)}px)`;
    return { track: least, least };
  }
  if (size) return { track: `${size}px`, least: `${size}px` };
  const declared = meta?.width;
  // A plain width declared for a column that may be cut is the width it wants, not the least
  // it needs: short of room it gives way down to its kind's least (issue 33: a print list's
  // 18rem name and 11rem deadline made the table scroll sideways at 1440 px).
  const floor = leastOf(kindTrack[kind] ?? kindTrack.text);
  if (declared && plainLength.test(declared) && floor) {
    const least = `min(${floor}, ${declared})`;
    return { track: `minmax(${least}, ${declared})`, least };
  }
  const track = declared ?? kindTrack[kind] ?? kindTrack.text ?? '';
  // A text column whose values are all short (a canton, a country code) needs no more than
  // them: its least width shrinks to its widest value, leaving the room to the names.
  const flexible = /^minmax\(\s*([^,\s]+)\s*,\s*(.+)\)$/.exec(track);
  if (flexible && fit && kind !== 'name') {
    const least = `min(${flexible[1]}, ${Math.ceil(fit)}px)`;
    return { track: `minmax(${least}, ${flexible[2]})`, least };
  }
  return { track, least: leastOf(track) ?? '0px' };
}

/** `track` widened to at least `px`: its least width, and a fixed or greatest width with it. */
export function atLeast({ track, least }: ColumnTrack, px: number): ColumnTrack {
  const floor = (width: string) => `max(${width}, ${px}px)`;
  // A sizing keyword (`max-content`, `auto`, `1fr`) is no length: `max(max-content, 80px)` is
  // invalid CSS and drops the whole grid's template (a list declaring `max-content` showed
  // every column stacked in one). Such a bound stays as it is, the floor goes below it.
  const keeps = (width: string) =>
    /fr$|^(auto|max-content|min-content|fit-content\(.*\))$/.test(width);
  const range = splitMinmax(track);
  if (!range && keeps(track)) return { track: `minmax(${px}px, ${track})`, least: floor(least) };
  return {
    track: range
      ? `minmax(${keeps(range[0]) ? `${px}px` : floor(range[0])}, ${keeps(range[1]) ? range[1] : floor(range[1])})`
      : floor(track),
    least: floor(least),
  };
}

/** The least and greatest width of a `minmax(…, …)` track (either may hold commas), else none. */
function splitMinmax(track: string): [string, string] | undefined {
  if (!track.startsWith('minmax(') || !track.endsWith(')')) return undefined;
  const inner = track.slice('minmax('.length, -1);
  let depth = 0;
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0)
      return [inner.slice(0, index).trim(), inner.slice(index + 1).trim()];
  }
  return undefined;
}

/** Whether the kind's values are never cut. */
export const isUncut = (meta: DataTableColumnMeta | undefined) =>
  uncutKinds.has(meta?.kind ?? 'text');

/** The column widths stored under `key`, or none when nothing (valid) is stored. */
export function readColumnSizes(
  storage: ColumnStorage | undefined,
  key: string | undefined,
): ColumnSizingState {
  const stored = storage && key ? storage.get(key) : undefined;
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The widths the user gave a table's columns: read once from the app's storage; `persist`
 * writes the current ones back (at the end of a drag, or on each key).
 */
export function useColumnSizes(
  storage: ColumnStorage | undefined,
  key: string | undefined,
): [ColumnSizingState, (sizes: ColumnSizingState) => void, (sizes: ColumnSizingState) => void] {
  const [sizes, setSizes] = useState(() => readColumnSizes(storage, key));
  const persist = useCallback(
    (next: ColumnSizingState) => {
      setSizes(next);
      if (storage && key) storage.set(key, JSON.stringify(next));
    },
    [storage, key],
  );
  return [sizes, setSizes, persist];
}
