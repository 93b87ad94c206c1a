import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code is split off with a dynamic `import()`: apps bundle it as a chunk of
 * its own that loads the first time the component is needed, so a page that never shows it
 * (the sign-in page never opens a dialog, a menu or a toast) does not load it.
 */
export interface LazyPart<Props> {
  /** Imports the component once; after a failed import the next call tries again. */
  load: () => Promise<ComponentType<Props>>;
  /** Starts the import ahead of need (a hovered trigger); a failure shows once it is needed. */
  preload: () => void;
  /** The component, once its import has resolved. */
  readonly loaded: ComponentType<Props> | undefined;
}

export function lazyPart<Props>(
  importComponent: () => Promise<ComponentType<Props>>,
): LazyPart<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const load = () => {
    loading ??= importComponent().then(
      (component) => {
        loaded = component;
        return component;
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
  const [component, setComponent] = useState(() => part.loaded);
  useEffect(() => {
    if (!demand || component) return;
    let isCurrent = true;
    part.load().then(
      (loaded) => {
        if (isCurrent) setComponent(() => loaded);
      },
      // Reported like an uncaught error (and to the app's error monitoring) without taking the
      // page down: the host stays usable and the next demand tries again.
      (error: unknown) => reportError(error),
    );
    return () => {
      isCurrent = false;
    };
  }, [part, demand, component]);
  return component;
}
