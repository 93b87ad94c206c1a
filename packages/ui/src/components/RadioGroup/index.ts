export { orientations as radioGroupOrientations } from './RadioGroup.css.ts';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup.tsx';
