import {
  Checkbox,
  Combobox,
  DatePicker,
  DateRangePicker,
  MultiSelect,
  NumberField,
  RadioGroup,
  Select,
  Switch,
  TextArea,
  TextField,
  TimeField,
} from '@adconsole/ui';
import { bindField, selectedProps, valueProps } from './bindField.tsx';

/*
 * Every ui field bound to a form. Each takes the ui field's props (label, description,
 * allowedInput, maxLength, options, …) plus `control` and `name`; the value, its change and
 * the error in the current language come from the form.
 */
export const FormTextField = bindField(TextField, valueProps(''), 'FormTextField');
export const FormTextArea = bindField(TextArea, valueProps(''), 'FormTextArea');
export const FormNumberField = bindField(NumberField, valueProps(null), 'FormNumberField');
export const FormSelect = bindField(Select, valueProps(null), 'FormSelect');
export const FormCombobox = bindField(Combobox, valueProps(null), 'FormCombobox');
export const FormMultiSelect = bindField(MultiSelect, valueProps([]), 'FormMultiSelect');
export const FormRadioGroup = bindField(RadioGroup, valueProps(null), 'FormRadioGroup');
export const FormDatePicker = bindField(DatePicker, valueProps(null), 'FormDatePicker');
export const FormDateRangePicker = bindField(
  DateRangePicker,
  valueProps(null),
  'FormDateRangePicker',
);
export const FormTimeField = bindField(TimeField, valueProps(null), 'FormTimeField');
export const FormCheckbox = bindField(Checkbox, selectedProps, 'FormCheckbox');
export const FormSwitch = bindField(Switch, selectedProps, 'FormSwitch');
