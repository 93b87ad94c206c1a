export { ErrorBlock, type ErrorBlockProps } from './ErrorBlock.tsx';
