export { Heading, type HeadingProps, headingLevels } from './Heading.tsx';
