export { preloadSelect, Select, type SelectProps } from './Select.tsx';
