export { Stack, type StackProps, stackAligns, stackSpaces } from './Stack.tsx';
