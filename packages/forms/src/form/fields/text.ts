import { TextArea, TextField } from '@adconsole/ui';
import { bindField, valueProps } from '../bindField.tsx';

/** Text fields bound to a form (see index.ts: one module per group keeps pages small). */
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
