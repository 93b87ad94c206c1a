import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { buttonSizes } from '../Button/Button.css.ts';
import * as buttonStyles from '../Button/Button.css.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './IconLink.css.ts';

export interface IconLinkProps
  extends Omit<AriaLinkProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /** Required: the link's accessible name, also shown as its tooltip. */
  label: string;
  /** A decorative icon from the icon set. */
  icon: ReactElement;
  /** A count in the corner, e.g. a `Badge` (name what it counts in `label`). */
  badge?: ReactNode;
  /** The tooltip, when it should say more than the name (defaults to `label`). */
  tooltip?: ReactNode;
  size?: (typeof buttonSizes)[number];
}

/**
 * An IconButton that goes somewhere: a link (routed by the app's router through UiProvider)
 * that looks like a ghost icon button, named by its label and showing it as a tooltip.
 */
export const IconLink = forwardRef<HTMLAnchorElement, IconLinkProps>(function IconLink(
  { label, icon, badge, tooltip, size = 'medium', ...rest },
  ref,
) {
  return (
    <Tooltip content={tooltip ?? label}>
      <AriaLink
        {...rest}
        ref={ref}
        aria-label={label}
        className={`${buttonStyles.root({ variant: 'ghost', size })} ${buttonStyles.iconOnly} ${styles.root}`}
      >
        {icon}
        {badge && <span className={styles.badge}>{badge}</span>}
      </AriaLink>
    </Tooltip>
  );
});
IconLink.displayName = 'IconLink';
