export {
  type FieldBaseProps,
  FieldHelp,
  type FieldHelpProps,
  FieldLabel,
  type FieldLabelProps,
  useControlledValue,
} from './Field.tsx';
