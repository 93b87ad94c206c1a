import { NumberField } from '@adconsole/ui';
import { bindField, valueProps } from '../bindField.tsx';

/** The number field bound to a form (see index.ts: one module per group keeps pages small). */
export const FormNumberField = /* @__PURE__ */ bindField(
  NumberField,
  /* @__PURE__ */ valueProps(null),
  'FormNumberField',
);
