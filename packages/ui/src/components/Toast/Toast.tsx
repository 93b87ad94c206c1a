import { Toast as RadixToast } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useUiText } from '../../provider/context.ts';
import { CheckIcon, CloseIcon, CriticalIcon, WarningIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';

/** Spec 1 §9: "Toasts last 5000 ms". */
export const toastDuration = 5000;

const toneIcons = {
  neutral: null,
  positive: <CheckIcon size="medium" />,
  warning: <WarningIcon size="medium" />,
  critical: <CriticalIcon size="medium" />,
} as const;

export interface ToastProps {
  title: ReactNode;
  body?: ReactNode;
  tone?: (typeof styles.toastTones)[number];
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** How long it stays, in ms; hovering or focusing it pauses the timer. */
  duration?: number;
}

/**
 * One notification with a title and a body. Rendered inside a `ToastHost` (UiProvider has one);
 * apps normally call `useToast()` instead. Critical toasts are announced at once, the others
 * politely.
 */
export function Toast({
  title,
  body,
  tone = 'neutral',
  isOpen,
  onOpenChange,
  duration = toastDuration,
}: ToastProps) {
  const text = useUiText();
  const [isOpenState, setOpenState] = useState(true);
  function setOpen(next: boolean) {
    if (isOpen === undefined) setOpenState(next);
    onOpenChange?.(next);
  }
  return (
    <RadixToast.Root
      open={isOpen ?? isOpenState}
      onOpenChange={setOpen}
      duration={duration}
      type={tone === 'critical' ? 'foreground' : 'background'}
      className={styles.root({ tone })}
      data-tone={tone}
    >
      {toneIcons[tone] && (
        <span className={styles.icon} aria-hidden="true">
          {toneIcons[tone]}
        </span>
      )}
      <div className={styles.content}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {body && <RadixToast.Description className={styles.body}>{body}</RadixToast.Description>}
      </div>
      <IconButton
        label={text('ui.close')}
        icon={<CloseIcon />}
        size="small"
        onPress={() => setOpen(false)}
      />
    </RadixToast.Root>
  );
}
Toast.displayName = 'Toast';
