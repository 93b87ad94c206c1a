import { Combobox, MultiSelect, Select } from '@adconsole/ui';
import { bindField, valueProps } from '../bindField.tsx';

/**
 * Choice fields bound to a form (see index.ts: one module per group keeps pages small). Select,
 * Combobox and MultiSelect draw their button or input at once and load react-aria's field on
 * demand, so every record form may carry them; the radio group (radioGroup.ts) is a module of
 * its own, loaded by the forms that show one (issue 36).
 */
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
