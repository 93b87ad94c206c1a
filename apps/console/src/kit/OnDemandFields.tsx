import type {
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
import { type LazyPart, lazyPart } from '@adconsole/ui';
import type { ComponentType } from 'react';
import { OnDemandPart } from './OnDemandPart.tsx';

// The forms' fields for the dialogs a list opens (a record dialog's `{ kind: 'field',
// component: OnDemandNumberField }`): their code (react-hook-form's binding, about 16 kB; the
// date picker's react-aria DateField and Calendar with @internationalized/date, about 30 kB;
// the number field, 9 kB; the switch, check box and multiple choice) loads when the dialog
// shows them, not with the list (issue 36). Until it is there, the kit's spinner in the
// field's place, for a moment. A page that shows such a field at first (an edit form) uses
// the forms' own.
type Loaded = typeof import('./onDemandFieldsLoaded.ts');
type FieldName = keyof Loaded;

const parts = new Map<FieldName, LazyPart<object>>();
/** The field's part: one import of the fields' module for all of them. */
function partOf(name: FieldName): LazyPart<object> {
  let part = parts.get(name);
  if (!part) {
    part = lazyPart(() =>
      import('./onDemandFieldsLoaded.ts').then((module) => module[name] as ComponentType<object>),
    );
    parts.set(name, part);
  }
  return part;
}

function FieldOnDemand({ field, props }: { field: FieldName; props: object }) {
  return <OnDemandPart part={partOf(field)} props={props} />;
}

// Each typed as the field it loads (generic in the form's values), which a plain wrapper is not.

/** The forms' FormDatePicker, its code loaded when it first shows. */
export const OnDemandDatePicker = ((props: object) => (
  <FieldOnDemand field="FormDatePicker" props={props} />
)) as unknown as typeof FormDatePicker;

/** The forms' FormNumberField, its code loaded when it first shows. */
export const OnDemandNumberField = ((props: object) => (
  <FieldOnDemand field="FormNumberField" props={props} />
)) as unknown as typeof FormNumberField;

/** The forms' FormSwitch, its code loaded when it first shows. */
export const OnDemandSwitch = ((props: object) => (
  <FieldOnDemand field="FormSwitch" props={props} />
)) as unknown as typeof FormSwitch;

/** The forms' FormCheckbox, its code loaded when it first shows. */
export const OnDemandCheckbox = ((props: object) => (
  <FieldOnDemand field="FormCheckbox" props={props} />
)) as unknown as typeof FormCheckbox;

/** The forms' FormTextArea, its code loaded when it first shows. */
export const OnDemandTextArea = ((props: object) => (
  <FieldOnDemand field="FormTextArea" props={props} />
)) as unknown as typeof FormTextArea;

/** The forms' FormMultiSelect, its code loaded when it first shows. */
export const OnDemandMultiSelect = ((props: object) => (
  <FieldOnDemand field="FormMultiSelect" props={props} />
)) as unknown as typeof FormMultiSelect;

/** The forms' FormCombobox, its code loaded when it first shows. */
export const OnDemandCombobox = ((props: object) => (
  <FieldOnDemand field="FormCombobox" props={props} />
)) as unknown as typeof FormCombobox;

/** The forms' FormSelect, its code loaded when it first shows. */
export const OnDemandSelect = ((props: object) => (
  <FieldOnDemand field="FormSelect" props={props} />
)) as unknown as typeof FormSelect;

/** The forms' FormTextField, its code loaded when it first shows. */
export const OnDemandTextField = ((props: object) => (
  <FieldOnDemand field="FormTextField" props={props} />
)) as unknown as typeof FormTextField;
