export { type AllowedInput, acceptsInput, allowedInputs } from './allowedInput.ts';
export { TextField, type TextFieldProps } from './TextField.tsx';
