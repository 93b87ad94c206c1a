import type { SemantiqConfig, SemantiqConfigWrite } from '@adconsole/api';

/**
 * A configuration's write as it stands (an edit keeps what it read), or a new one's usual
 * settings: the IAB categories under `iab` (three), the keywords under `kw` (ten), every
 * language, a fetch an hour, no domain yet.
 */
export const newConfigDefaults = (config?: SemantiqConfig): SemantiqConfigWrite => ({
  name: config?.name ?? '',
  tenantId: config?.tenantId ?? '',
  domainIds: config?.domainIds ?? [],
  categoriesKey: config?.categoriesKey ?? 'iab',
  maxCategories: config?.maxCategories ?? 3,
  keywordsKey: config?.keywordsKey ?? 'kw',
  maxKeywords: config?.maxKeywords ?? 10,
  languages: config?.languages ?? [],
  refreshMinutes: config?.refreshMinutes ?? 60,
  active: config?.active ?? true,
});
