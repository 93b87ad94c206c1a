export { MultiSelect, type MultiSelectProps, preloadMultiSelect } from './MultiSelect.tsx';
