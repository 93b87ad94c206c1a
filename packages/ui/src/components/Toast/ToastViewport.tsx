// Toast's own entry rather than the `radix-ui` barrel: in the dev server a lazily loaded
// module's dependencies load on first use, and the barrel (every primitive) took a second.
import * as RadixToast from 'radix-ui/toast';
import { useState } from 'react';
import { useUiText } from '../../provider/context.ts';
import { CheckIcon, CloseIcon, CriticalIcon, WarningIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';
import { type ToastProps, toastDuration } from './Toast.tsx';
import type { HostedToast } from './ToastHost.tsx';

const toneIcons = {
  neutral: null,
  positive: <CheckIcon size="medium" />,
  warning: <WarningIcon size="medium" />,
  critical: <CriticalIcon size="medium" />,
} as const;

/**
 * The toast host's radix part, loaded with the first toast: the notifications region
 * top-right below the app's header (Toast.css.ts) and its toasts.
 */
export function ToastViewport({ toasts }: { toasts: readonly HostedToast[] }) {
  const text = useUiText();
  return (
    <RadixToast.Provider duration={toastDuration} swipeDirection="right">
      {toasts.map(({ id, props }) => (
        <ToastItem key={id} {...props} />
      ))}
      <RadixToast.Viewport
        className={styles.viewport}
        label={`${text('ui.notifications')} ({hotkey})`}
      />
    </RadixToast.Provider>
  );
}
ToastViewport.displayName = 'ToastViewport';

function ToastItem({
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
