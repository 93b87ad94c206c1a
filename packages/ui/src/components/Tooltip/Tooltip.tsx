import { type ReactElement, type ReactNode, useRef } from 'react';
// Not in react-aria's public exports: the provider react-aria-components' TooltipTrigger gives
// its trigger the hover and focus handlers with (ui's controls read it through useFocusable).
// react-aria is pinned to the version react-aria-components uses (package.json).
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import type { TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { lazyPart, usePart } from '../../lazy/lazyPart.ts';
import { useThemeClassName } from '../../provider/context.ts';
import * as styles from './Tooltip.css.ts';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;

/** How long the pointer rests on the trigger before the tooltip shows; focus shows it at once. */
export const tooltipDelay = 600;

export interface TooltipProps {
  /** What the tooltip says. It supplements the trigger: never put the only name of a control here. */
  content: ReactNode;
  /** The trigger: a ui control (Button, IconButton, Link) or an element wrapped in `Focusable`. */
  children: ReactElement;
  placement?: (typeof tooltipPlacements)[number];
  isDisabled?: boolean;
  /** Shows the tooltip without hovering (controlled), e.g. for a story or a tour. */
  isOpen?: boolean;
  onOpenChange?: AriaTooltipProps['onOpenChange'];
}

// The tooltip itself (react-aria-components' Tooltip, its positioning and animations, about
// 6 kB gzip) loads the first time a tooltip opens (issue 36: the frame's icon buttons have
// tooltips, so it came with every page). The trigger is react-aria's hooks, as RAC's
// TooltipTrigger is: RAC's TooltipTrigger and Tooltip share one module, and using either kept
// both in the frame's chunk.
const overlayPart = lazyPart(() =>
  import('./TooltipOverlay.tsx').then((module) => module.TooltipOverlay),
);

/** A short hint shown on hover and on keyboard focus, at most 300 px wide. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  isDisabled,
  isOpen,
  onOpenChange,
}: TooltipProps) {
  const themeClassName = useThemeClassName();
  const trigger = { delay: tooltipDelay, closeDelay: 100, isDisabled, isOpen, onOpenChange };
  const state = useTooltipTriggerState(trigger);
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger(trigger, state, triggerRef);
  const Overlay = usePart(overlayPart, state.isOpen);
  return (
    <FocusableProvider {...triggerProps} ref={triggerRef}>
      {children}
      {Overlay && (
        <Overlay
          state={state}
          triggerRef={triggerRef}
          tooltipProps={tooltipProps}
          placement={placement}
          className={`${themeClassName} ${styles.root}`}
        >
          {content}
        </Overlay>
      )}
    </FocusableProvider>
  );
}
Tooltip.displayName = 'Tooltip';
