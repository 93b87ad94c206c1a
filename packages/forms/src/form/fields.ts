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
 * the error in the current language come from the form. Each is marked pure, so an app
 * that imports one field bundles that field alone.
 */
export const FormTextField = /* @__PURE__ */ bindField(
  TextField,
  /* @__PURE__ */ valueProps(''),
  'FormTextField',
);
export const FormTextArea = /* @__PURE__ */ bindField(
  TextArea,
  /* @__PURE__ */ valueProps(''),
  'FormTextArea',
);
export const FormNumberField = /* @__PURE__ */ bindField(
  NumberField,
  /* @__PURE__ */ valueProps(null),
  'FormNumberField',
);
export const FormSelect = /* @__PURE__ */ bindField(
  Select,
  /* @__PURE__ */ valueProps(null),
  'FormSelect',
);
export const FormCombobox = /* @__PURE__ */ bindField(
  Combobox,
  /* @__PURE__ */ valueProps(null),
  'FormCombobox',
);
export const FormMultiSelect = /* @__PURE__ */ bindField(
  MultiSelect,
  /* @__PURE__ */ valueProps([]),
  'FormMultiSelect',
);
export const FormRadioGroup = /* @__PURE__ */ bindField(
  RadioGroup,
  /* @__PURE__ */ valueProps(null),
  'FormRadioGroup',
);
export const FormDatePicker = /* @__PURE__ */ bindField(
  DatePicker,
  /* @__PURE__ */ valueProps(null),
  'FormDatePicker',
);
export const FormDateRangePicker = /* @__PURE__ */ bindField(
  DateRangePicker,
  /* @__PURE__ */ valueProps(null),
  'FormDateRangePicker',
);
export const FormTimeField = /* @__PURE__ */ bindField(
  TimeField,
  /* @__PURE__ */ valueProps(null),
  'FormTimeField',
);
export const FormCheckbox = /* @__PURE__ */ bindField(Checkbox, selectedProps, 'FormCheckbox');
export const FormSwitch = /* @__PURE__ */ bindField(Switch, selectedProps, 'FormSwitch');
