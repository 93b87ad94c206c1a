export { stackAligns, stackSpaces } from './Stack.css.ts';
export { Stack, type StackProps } from './Stack.tsx';
