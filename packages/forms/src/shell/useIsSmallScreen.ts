import { breakpoints } from '@adconsole/ui';
import { useSyncExternalStore } from 'react';

const smallScreen = `(max-width: ${breakpoints.xs}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(smallScreen);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on phones: up to the spec's xs breakpoint (575 px, spec 1 §9). */
export function useIsSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(smallScreen).matches,
    () => false,
  );
}
