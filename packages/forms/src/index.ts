export { RequiredTextField, type RequiredTextFieldProps } from './fields/RequiredTextField.tsx';
export { type FormMessageKey, formMessages } from './messages/messages.ts';
export { useFormMessage } from './messages/useFormMessage.ts';
export { requiredText } from './rules/text.ts';
