export {
  Button,
  type ButtonProps,
  buttonSizes,
  buttonVariants,
} from './components/Button/index.ts';
export { Card, type CardProps } from './components/Card/index.ts';
export { Container } from './components/Container/index.ts';
export { Heading, type HeadingProps, headingLevels } from './components/Heading/index.ts';
export { Spinner, type SpinnerProps } from './components/Spinner/index.ts';
export { Stack, type StackProps, stackAligns, stackSpaces } from './components/Stack/index.ts';
export { Text, type TextProps, textSizes, textTones } from './components/Text/index.ts';
export { TextField, type TextFieldProps } from './components/TextField/index.ts';
export { focusRing } from './css/focusRing.css.ts';
export * from './provider/index.ts';
export * from './theme/index.ts';
