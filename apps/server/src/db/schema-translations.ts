/** Tables of the translate service (spec 2 §7). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the translations migration
export interface TranslationTables {}
