/** Tables of activities, comments, labels and files (spec 2 §7). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the activities migration
export interface ActivityTables {}
