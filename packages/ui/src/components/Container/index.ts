export { Container } from './Container.tsx';
