export { textSizes, textTones } from './Text.css.ts';
export { Text, type TextProps } from './Text.tsx';
