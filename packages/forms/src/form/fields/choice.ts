import { Combobox, Select } from '@adconsole/ui';
import { bindField, valueProps } from '../bindField.tsx';

/**
 * Choice fields bound to a form (see index.ts: one module per group keeps pages small). Select
 * and Combobox draw their button or input at once and load react-aria's field on demand, so
 * every record form may carry them; the multiple choice (multiSelect.ts) and the radio group
 * (radioGroup.ts) are modules of their own, loaded by the forms that show them (issue 36).
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
