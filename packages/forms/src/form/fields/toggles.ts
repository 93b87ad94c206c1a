import { Checkbox, Switch } from '@adconsole/ui';
import { bindField, selectedProps } from '../bindField.tsx';

/** Checkbox and switch bound to a form (see index.ts: one module per group keeps pages small). */
export const FormCheckbox = /* @__PURE__ */ bindField(Checkbox, selectedProps, 'FormCheckbox');
export const FormSwitch = /* @__PURE__ */ bindField(Switch, selectedProps, 'FormSwitch');
