export { badgeTones } from './Badge.css.ts';
export { Badge, type BadgeProps } from './Badge.tsx';
