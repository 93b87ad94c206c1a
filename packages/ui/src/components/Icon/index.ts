export { iconSizes } from './Icon.css.ts';
export * from './Icon.tsx';
