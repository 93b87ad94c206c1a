import { type ComponentType, useEffect, useState } from 'react';

/**
 * Code split off with a dynamic `import()`: apps bundle it as a chunk of its own that loads the
 * first time it is needed, so a page that never needs it does not load it. A component (a
 * LazyPart) or any other value, e.g. a hook that only long lists call (DataTable's row window).
 */
export interface LazyValue<T> {
  /** Imports the value once; after a failed import the next call tries again. */
  load: () => Promise<T>;
  /** Starts the import ahead of need (a hovered trigger); a failure shows once it is needed. */
  preload: () => void;
  /** The value, once its import has resolved. */
  readonly loaded: T | undefined;
}

/**
 * A component whose code is split off (the sign-in page never opens a dialog, a menu or a
 * toast, so it does not load them).
 */
export type LazyPart<Props> = LazyValue<ComponentType<Props>>;

export function lazyValue<T>(importValue: () => Promise<T>): LazyValue<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const load = () => {
    loading ??= importValue().then(
      (value) => {
        loaded = value;
        return value;
      },
      (error: unknown) => {
        // Offline for a moment, or the app was deployed again meanwhile: no reason to give up
        // on the part for the rest of the visit.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    preload: () => void load().catch(() => undefined),
    get loaded() {
      return loaded;
    },
  };
}

export function lazyPart<Props>(
  importComponent: () => Promise<ComponentType<Props>>,
): LazyPart<Props> {
  return lazyValue(importComponent);
}

/**
 * The part's component once its code is there: at once when another part of the page loaded
 * it already, otherwise from when `demand` first turns truthy and the import resolves;
 * undefined before. `demand` is whatever asks for the part (a request, the list of toasts):
 * each new value retries a failed import.
 */
export function usePart<Props>(
  part: LazyPart<Props>,
  demand: unknown,
): ComponentType<Props> | undefined {
  return useLazyValue(part, demand);
}

/** A lazy value once its code is there, as usePart gives a component. */
export function useLazyValue<T>(part: LazyValue<T>, demand: unknown): T | undefined {
  // Kept as `{ value }`: a function value (a component, a hook) is no state updater.
  const [{ value }, setCurrent] = useState(() => ({ value: part.loaded }));
  useEffect(() => {
    if (!demand || value !== undefined) return;
    let isCurrent = true;
    part.load().then(
      (loaded) => {
        if (isCurrent) setCurrent({ value: loaded });
      },
      // Reported like an uncaught error (and to the app's error monitoring) without taking the
      // page down: the host stays usable and the next demand tries again.
      (error: unknown) => reportError(error),
    );
    return () => {
      isCurrent = false;
    };
  }, [part, demand, value]);
  return value;
}
