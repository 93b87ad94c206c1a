// useTimelineList.ts still imports it from here; the list kit replaces that file (issue 17).
export { useInlineEditing } from '../../app/useInlineEditing.ts';
