// The forms' fields, for OnDemandFields.tsx to load on demand: a module of its own, so a
// dynamic import of it splits them (react-hook-form's binding, react-aria's date, number,
// switch and choice fields, ui's date parts) off the list that names them in its dialog.
export {
  FormCheckbox,
  FormCombobox,
  FormDatePicker,
  FormMultiSelect,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
} from '@adconsole/forms';
