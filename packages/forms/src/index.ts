export {
  type AddFilesOptions,
  type Attachments,
  addFiles,
  formatFileSize,
  noAttachments,
  removePending,
  removeSaved,
  type SavedFile,
} from './files/attachments.ts';
export { BASE64_CONCURRENCY, type Base64File, toBase64Files } from './files/base64.ts';
export { FilePicker, type FilePickerProps } from './files/FilePicker.tsx';
export {
  FileUploadField,
  type FileUploadFieldProps,
  FormFileUploadField,
} from './files/FileUploadField.tsx';
export {
  bindField,
  type FormFieldProps,
  selectedProps,
  valueProps,
} from './form/bindField.tsx';
/*
 * Every ui field bound to a form. Each takes the ui field's props (label, description,
 * allowedInput, maxLength, options, …) plus `control` and `name`; the value, its change and
 * the error in the current language come from the form. The fields live in one module per
 * group and each is marked pure, so a page that imports one field (the sign-in form's
 * FormTextField) does not load the date pickers and selects with it.
 */
export { FormCombobox, FormMultiSelect, FormSelect } from './form/fields/choice.ts';
export { FormDatePicker, FormDateRangePicker, FormTimeField } from './form/fields/dates.ts';
export { FormNumberField } from './form/fields/number.ts';
export { FormRadioGroup } from './form/fields/radioGroup.ts';
export { FormTextArea, FormTextField } from './form/fields/text.ts';
export { FormCheckbox, FormSwitch } from './form/fields/toggles.ts';
export { focusTopmostError } from './form/focusTopmostError.ts';
export {
  type ErrorWithBody,
  type ServerValidationErrors,
  serverValidationErrors,
} from './form/serverErrors.ts';
export { useDirtyGuard } from './form/useDirtyGuard.ts';
export { type FormFieldBinding, firstErrorMessage, useFormField } from './form/useFormField.ts';
export { type RowsForm, useFormRows } from './form/useFormRows.ts';
export { useLoadedDraft } from './form/useLoadedDraft.ts';
export {
  allErrorMessages,
  FORM_ERROR_TOAST_DEBOUNCE_MS,
  type UseZodFormOptions,
  useZodForm,
  type ZodFormController,
} from './form/useZodForm.ts';
export {
  FormLookup,
  type FormLookupProps,
  FormMultiLookup,
  type FormMultiLookupProps,
} from './lookup/FormLookup.tsx';
export { type LookupEntry, type LookupProps, useLookup } from './lookup/useLookup.ts';
export { formCatalogue, loadFormMessages } from './messages/catalogue.ts';
export { type FormTexts, formatWith } from './messages/format.ts';
export {
  type FormMessageKey,
  type FormMessageParams,
  type FormTranslate,
  formatFormMessage,
  formMessage,
  formMessages,
  isFormMessageKey,
  parseFormMessage,
} from './messages/messages.ts';
export {
  useFormMessage,
  useFormText,
} from './messages/useFormMessage.ts';
export { atLeastOne, optionSchema, requiredChoice } from './rules/choice.ts';
export { isIsoDate, optionalDate, promotionDateRange, requiredDate } from './rules/date.ts';
export { formErrorMap } from './rules/errorMap.ts';
export {
  maxLengthText,
  type NumberPattern,
  type NumericTextOptions,
  numericText,
  optionalText,
  parseNumberText,
  patternText,
  requiredText,
  textFor,
} from './rules/text.ts';
export { FormDialog, type FormDialogProps } from './shell/FormDialog.tsx';
export { FormErrors } from './shell/FormErrors.tsx';
export { FormShell, type FormShellProps } from './shell/FormShell.tsx';
export { useIsSmallScreen } from './shell/useIsSmallScreen.ts';
