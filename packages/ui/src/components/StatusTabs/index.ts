export { type StatusTab, StatusTabs, type StatusTabsProps } from './StatusTabs.tsx';
