import type { DOMAttributes, ReactNode, RefObject } from 'react';
import {
  Tooltip as AriaTooltip,
  Provider,
  TooltipContext,
  TooltipTriggerStateContext,
} from 'react-aria-components';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import type { tooltipPlacements } from './Tooltip.tsx';

export interface TooltipOverlayProps {
  state: TooltipTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  tooltipProps: DOMAttributes<HTMLElement>;
  placement: (typeof tooltipPlacements)[number];
  className: string;
  children: ReactNode;
}

/**
 * The tooltip of ui's Tooltip, loaded when a tooltip first opens: react-aria-components'
 * Tooltip, given the trigger's state and props as its TooltipTrigger would give them.
 */
export function TooltipOverlay({
  state,
  triggerRef,
  tooltipProps,
  placement,
  className,
  children,
}: TooltipOverlayProps) {
  return (
    <Provider
      values={[
        [TooltipTriggerStateContext, state],
        [TooltipContext, { ...tooltipProps, triggerRef }],
      ]}
    >
      <AriaTooltip offset={6} placement={placement} className={className}>
        {children}
      </AriaTooltip>
    </Provider>
  );
}
