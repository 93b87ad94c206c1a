export { Tooltip, type TooltipProps, tooltipDelay, tooltipPlacements } from './Tooltip.tsx';
