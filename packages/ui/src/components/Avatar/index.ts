export { Avatar, type AvatarProps, initialsOf } from './Avatar.tsx';
