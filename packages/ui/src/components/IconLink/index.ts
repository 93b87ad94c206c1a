export { IconLink, type IconLinkProps } from './IconLink.tsx';
