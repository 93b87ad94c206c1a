import { forwardRef, type ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  ProgressBar,
} from 'react-aria-components';
import { useUiText } from '../../provider/UiProvider.tsx';
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
        <ProgressBar isIndeterminate aria-label={text('ui.busy')}>
          <Spinner />
        </ProgressBar>
      ) : (
        icon && <span aria-hidden="true">{icon}</span>
      )}
      {children}
    </AriaButton>
  );
});
Button.displayName = 'Button';
