import { Combobox, MultiSelect, RadioGroup, Select } from '@adconsole/ui';
import { bindField, valueProps } from '../bindField.tsx';

/** Choice fields bound to a form (see index.ts: one module per group keeps pages small). */
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
