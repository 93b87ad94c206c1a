export { statusTones } from './StatusBadge.css.ts';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge.tsx';
