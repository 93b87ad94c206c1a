// The forms' date and number fields, for OnDemandFields.tsx to load on demand: a module of its
// own, so a dynamic import of it splits them (and ui's date parts) off the page that names them.
export { FormDatePicker, FormNumberField } from '@adconsole/forms';
