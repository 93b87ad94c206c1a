import { forwardRef } from 'react';
import { Stack, type StackProps } from '../Stack/Stack.tsx';

export interface InlineProps extends Omit<StackProps, 'direction'> {}

/** Lines its children up in a row that wraps, centred on one line by default (a toolbar, tags). */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = 'small', align = 'center', ...rest },
  ref,
) {
  return <Stack {...rest} ref={ref} direction="horizontal" space={space} align={align} />;
});
Inline.displayName = 'Inline';
