import { breakpoints, useMediaQuery } from '@adconsole/ui';

const smallScreen = `(max-width: ${breakpoints.xs}px)`;

/** True on phones: up to the spec's xs breakpoint (575 px, spec 1 §9). */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(smallScreen);
}
