import { RadioGroup } from '@adconsole/ui';
import { bindField, valueProps } from '../bindField.tsx';

/** The radio group bound to a form (see choice.ts). */
export const FormRadioGroup = /* @__PURE__ */ bindField(
  RadioGroup,
  /* @__PURE__ */ valueProps(null),
  'FormRadioGroup',
);
