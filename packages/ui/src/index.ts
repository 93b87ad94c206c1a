export * from './components/AppShell/index.ts';
export * from './components/AttachmentList/index.ts';
export { Avatar, type AvatarProps, initialsOf } from './components/Avatar/index.ts';
export { Badge, type BadgeProps, badgeTones } from './components/Badge/index.ts';
export { Box, type BoxProps, boxElements } from './components/Box/index.ts';
export {
  Button,
  type ButtonProps,
  buttonSizes,
  buttonVariants,
} from './components/Button/index.ts';
export { Card, type CardProps } from './components/Card/index.ts';
export { Checkbox, type CheckboxProps } from './components/Checkbox/index.ts';
export {
  Column,
  type ColumnProps,
  Columns,
  type ColumnsProps,
  collapseBreakpoints,
  columnWidths,
} from './components/Columns/index.ts';
export { Combobox, type ComboboxProps, preloadCombobox } from './components/Combobox/index.ts';
export {
  CommandPalette,
  type CommandPaletteItem,
  type CommandPaletteProps,
  type CommandPaletteSection,
} from './components/CommandPalette/index.ts';
export {
  type Confirm,
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmOptions,
  confirmTones,
  useConfirm,
} from './components/ConfirmDialog/index.ts';
export { Container } from './components/Container/index.ts';
export {
  type BulkAction,
  type ColumnStorage,
  createDataTableColumns,
  DataTable,
  type DataTableColumn,
  type DataTableColumnKind,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableProps,
  type DataTableSelection,
  type DataTableSorting,
  dataTableColumnKinds,
  dataTableFeatures,
  dataTableLayouts,
  readHiddenColumns,
} from './components/DataTable/index.ts';
export { DatePicker, type DatePickerProps } from './components/DatePicker/index.ts';
export {
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
} from './components/DateRangePicker/index.ts';
// Digital operations (issue 25).
export {
  DeliveryChart,
  type DeliveryChartProps,
  type DeliveryPoint,
} from './components/DeliveryChart/index.ts';
export {
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogRoot,
  type DialogRootProps,
  DialogTitle,
  dialogSizes,
} from './components/Dialog/index.ts';
export {
  DropdownMenu,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  type DropdownMenuProps,
  IconMenuButton,
  type IconMenuButtonProps,
  MenuButton,
  type MenuButtonProps,
  type MenuEntry,
  type MenuFocus,
  menuItemTones,
} from './components/DropdownMenu/index.ts';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/index.ts';
export { ErrorBlock, type ErrorBlockProps } from './components/ErrorBlock/index.ts';
export { ErrorPage, type ErrorPageProps } from './components/ErrorPage/index.ts';
export * from './components/FilterBar/index.ts';
export { Heading, type HeadingProps, headingLevels } from './components/Heading/index.ts';
export * from './components/Icon/index.ts';
export { IconButton, type IconButtonProps } from './components/IconButton/index.ts';
export { IconLink, type IconLinkProps } from './components/IconLink/index.ts';
export { Inline, type InlineProps } from './components/Inline/index.ts';
export { Link, type LinkProps } from './components/Link/index.ts';
export { Loader, type LoaderProps } from './components/Loader/index.ts';
export {
  MultiSelect,
  type MultiSelectProps,
  preloadMultiSelect,
} from './components/MultiSelect/index.ts';
export { NumberField, type NumberFieldProps } from './components/NumberField/index.ts';
export {
  CONTACT_SEARCH_DEBOUNCE_MS,
  type LoadOptions,
  type LoadOptionsContext,
  OPTION_LIMIT,
  type Option,
  type OptionSourceProps,
  SEARCH_DEBOUNCE_MS,
} from './components/Options/index.ts';
export {
  type Breadcrumb,
  PageLayout,
  type PageLayoutProps,
} from './components/PageLayout/index.ts';
export {
  defaultPageSizes,
  Pagination,
  type PaginationProps,
  UNLIMITED_PAGE_SIZE,
} from './components/Pagination/index.ts';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  radioGroupOrientations,
} from './components/RadioGroup/index.ts';
export { preloadSelect, Select, type SelectProps } from './components/Select/index.ts';
export { ShowMore, type ShowMoreProps } from './components/ShowMore/index.ts';
export { Spinner, type SpinnerProps } from './components/Spinner/index.ts';
export { Stack, type StackProps, stackAligns, stackSpaces } from './components/Stack/index.ts';
export {
  StatusBadge,
  type StatusBadgeProps,
  statusTones,
} from './components/StatusBadge/index.ts';
export { type StatusTab, StatusTabs, type StatusTabsProps } from './components/StatusTabs/index.ts';
export { Switch, type SwitchProps } from './components/Switch/index.ts';
export {
  type LinkTab,
  LinkTabs,
  type LinkTabsProps,
  SelectTabs,
  type SelectTabsProps,
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './components/Tabs/index.ts';
export { Text, type TextProps, textSizes, textTones } from './components/Text/index.ts';
export { TextArea, type TextAreaProps } from './components/TextArea/index.ts';
export {
  type AllowedInput,
  acceptsInput,
  allowedInputs,
  TextField,
  type TextFieldProps,
} from './components/TextField/index.ts';
export { TimeField, type TimeFieldProps } from './components/TimeField/index.ts';
export * from './components/Timeline/index.ts';
// Publishers (issue 39): uPlot, loaded with the first chart shown.
export * from './components/TimeSeriesChart/index.ts';
export {
  type ShowToast,
  Toast,
  type ToastOptions,
  type ToastProps,
  toastDuration,
  toastTones,
  useToast,
} from './components/Toast/index.ts';
export {
  Tooltip,
  type TooltipProps,
  tooltipDelay,
  tooltipPlacements,
} from './components/Tooltip/index.ts';
export { Truncate, type TruncateProps } from './components/Truncate/index.ts';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/index.ts';
export { focusRing } from './css/focusRing.css.ts';
export {
  type Breakpoint,
  breakpointNames,
  type Sprinkles,
  sprinkles,
} from './css/sprinkles.css.ts';
export { formatFileSize } from './format/fileSize.ts';
export { useMediaQuery } from './hooks/index.ts';
export {
  type LazyPart,
  type LazyValue,
  lazyPart,
  lazyValue,
  useLazyValue,
  usePart,
} from './lazy/lazyPart.ts';
export * from './provider/index.ts';
export * from './theme/index.ts';
