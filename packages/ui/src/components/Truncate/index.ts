export { Truncate, type TruncateProps } from './Truncate.tsx';
