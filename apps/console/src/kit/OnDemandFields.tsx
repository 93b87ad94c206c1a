import type { FormDatePicker, FormNumberField } from '@adconsole/forms';
import { lazyPart } from '@adconsole/ui';
import type { ComponentProps } from 'react';
import { OnDemandPart } from './OnDemandPart.tsx';

// The forms' date picker (react-aria's DateField and Calendar, @internationalized/date: about
// 30 kB) and number field (5 kB) for the fields of a dialog a list opens (a record dialog's
// `{ kind: 'field', component: OnDemandDatePicker }`): their code loads when the dialog shows
// them, not with the list (issue 36). Until it is there, the kit's spinner in the field's place,
// for a moment. A page that shows such a field at first (an edit form) uses the forms' own.
const datePickerPart = lazyPart(() =>
  import('./onDemandFieldsLoaded.ts').then((module) => module.FormDatePicker),
);
const numberFieldPart = lazyPart(() =>
  import('./onDemandFieldsLoaded.ts').then((module) => module.FormNumberField),
);

function DatePickerOnDemand(props: ComponentProps<typeof FormDatePicker>) {
  return <OnDemandPart part={datePickerPart} props={props} />;
}

function NumberFieldOnDemand(props: ComponentProps<typeof FormNumberField>) {
  return <OnDemandPart part={numberFieldPart} props={props} />;
}

// Typed as the fields they load (generic in the form's values), which a plain wrapper is not.
/** The forms' FormDatePicker, its code loaded when it first shows. */
export const OnDemandDatePicker = DatePickerOnDemand as typeof FormDatePicker;
/** The forms' FormNumberField, its code loaded when it first shows. */
export const OnDemandNumberField = NumberFieldOnDemand as typeof FormNumberField;
