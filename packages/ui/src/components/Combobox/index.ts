export { Combobox, type ComboboxProps, preloadCombobox } from './Combobox.tsx';
