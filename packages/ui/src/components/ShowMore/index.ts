export { ShowMore, type ShowMoreProps } from './ShowMore.tsx';
