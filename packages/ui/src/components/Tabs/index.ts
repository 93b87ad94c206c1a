export {
  type LinkTab,
  LinkTabs,
  type LinkTabsProps,
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs.tsx';
