export { Box, type BoxProps, boxElements } from './Box.tsx';
