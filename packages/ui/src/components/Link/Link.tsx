import { forwardRef, type ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css.ts';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/**
 * A text link. Navigation goes through the router the app gives `UiProvider`
 * (`navigate`/`useHref`), so ui stays router-free and links still open client side.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <AriaLink {...props} ref={ref} className={styles.root} />;
});
Link.displayName = 'Link';
