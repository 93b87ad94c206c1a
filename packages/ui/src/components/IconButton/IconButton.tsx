import { forwardRef, type ReactElement } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { buttonSizes, buttonVariants } from '../Button/Button.css.ts';
import * as buttonStyles from '../Button/Button.css.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /** Required: the button's accessible name, also shown as its tooltip. */
  label: string;
  /** A decorative icon from the icon set. */
  icon: ReactElement;
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
}

/** A square button showing only an icon; its label names it and appears as a tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'medium', ...rest },
  ref,
) {
  return (
    <Tooltip content={label}>
      <AriaButton
        {...rest}
        ref={ref}
        aria-label={label}
        className={`${buttonStyles.root({ variant, size })} ${buttonStyles.iconOnly}`}
      >
        {icon}
      </AriaButton>
    </Tooltip>
  );
});
IconButton.displayName = 'IconButton';
