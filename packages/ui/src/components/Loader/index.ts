export { Loader, type LoaderProps } from './Loader.tsx';
