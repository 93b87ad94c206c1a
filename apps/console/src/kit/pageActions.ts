import { useEffect, useRef, useSyncExternalStore } from 'react';

/** Something the current page offers to do (its list's create, export, …), by name. */
export interface PageAction {
  id: string;
  label: string;
  /** Its second line: the menu it is in on the page ("Exportieren"). */
  description?: string;
  run: () => void;
}

/** Each shown component's actions, in the order they registered. */
const registrations = new Map<object, readonly PageAction[]>();
let current: readonly PageAction[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  current = [...registrations.values()].flat();
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Offers the page's actions to the command palette (issue 46: "run the current list's
 * actions") while the component is shown: the kit's list offers its create and export, a page
 * its own buttons. Leaving takes them away. Each runs what the page would run at that moment.
 */
export function usePageActions(actions: readonly PageAction[] | undefined): void {
  const latest = useRef(actions);
  latest.current = actions;
  const names = (actions ?? [])
    .map((action) => `${action.id}:${action.label}:${action.description ?? ''}`)
    .join('|');
  useEffect(() => {
    if (!names) return;
    const registered = (latest.current ?? []).map((action) => ({
      id: action.id,
      label: action.label,
      description: action.description,
      run: () => latest.current?.find((each) => each.id === action.id)?.run(),
    }));
    const owner = {};
    registrations.set(owner, registered);
    notify();
    return () => {
      registrations.delete(owner);
      notify();
    };
  }, [names]);
}

/** The current page's actions, for the palette. */
export const usePageActionList = (): readonly PageAction[] =>
  useSyncExternalStore(subscribe, () => current);
