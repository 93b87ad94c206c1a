import { DatePicker, DateRangePicker, TimeField } from '@adconsole/ui';
import { bindField, valueProps } from '../bindField.tsx';

/** Date and time fields bound to a form (see index.ts: one module per group keeps pages small). */
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
