import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useUiText } from '../../provider/context.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'> {
  children: ReactNode;
  variant?: (typeof styles.buttonVariants)[number];
  size?: (typeof styles.buttonSizes)[number];
  /** An icon before the label; it is decorative, the label names the button. */
  icon?: ReactNode;
  /** While the action runs: a spinner, no presses, focus kept, the busy state announced. */
  isBusy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { children, variant = 'primary', size = 'medium', icon, isBusy = false, ...rest },
  ref,
) {
  const text = useUiText();
  return (
    <AriaButton {...rest} ref={ref} isPending={isBusy} className={styles.root({ variant, size })}>
      {isBusy ? (
        // An indeterminate progress bar needs no value: a plain role keeps react-aria's number
        // formatting out of every app that only uses Button (see README, bundle budget).
        <span role="progressbar" aria-label={text('ui.busy')}>
          <Spinner />
        </span>
      ) : (
        icon && <span aria-hidden="true">{icon}</span>
      )}
      {children}
    </AriaButton>
  );
});
Button.displayName = 'Button';
