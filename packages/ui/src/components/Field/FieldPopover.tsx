import type { ReactNode } from 'react';
import { Popover } from 'react-aria-components';
import { useThemeClassName } from '../../provider/context.ts';
import * as styles from './Field.css.ts';

/**
 * The panel a field opens (options, calendar). It renders into document.body, outside the
 * provider's element, so it carries the theme's class itself. A module apart from Field.tsx,
 * so that a text field alone (the sign-in form) brings no react-aria overlay code.
 */
export function FieldPopover({
  children,
  width = 'trigger',
}: {
  children: ReactNode;
  /** `trigger`: at least as wide as the field (lists); `content`: as wide as it needs. */
  width?: 'trigger' | 'content';
}) {
  const themeClassName = useThemeClassName();
  return <Popover className={`${themeClassName} ${styles.popover({ width })}`}>{children}</Popover>;
}
