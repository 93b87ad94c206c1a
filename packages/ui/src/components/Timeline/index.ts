export {
  Timeline,
  type TimelineChip,
  type TimelineChipGroup,
  TimelineItem,
  type TimelineItemProps,
  type TimelineItemType,
  type TimelineProps,
  timelineItemTypes,
} from './Timeline.tsx';
export { formatTimelineDate, type TimelineDate } from './timelineDate.ts';
