import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger,
} from 'react-aria-components';
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
  return (
    <TooltipTrigger
      delay={tooltipDelay}
      closeDelay={100}
      isDisabled={isDisabled}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <AriaTooltip offset={6} placement={placement} className={`${themeClassName} ${styles.root}`}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
Tooltip.displayName = 'Tooltip';
