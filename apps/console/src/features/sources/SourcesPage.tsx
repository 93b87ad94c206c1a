import { SOURCE_NAME_MAX, SOURCE_SORT_FIELDS, sourceEndpoints } from '@adconsole/api';
import { NamedRecordList, namedRecords } from '../../kit/namedRecordScreen.tsx';

/** /sales/sources: where leads come from (spec 1 §2.8), for the sales funnel's tasks. */
const sources = namedRecords({
  calls: sourceEndpoints,
  texts: 'sources',
  listKey: 'sales-sources',
  sortFields: SOURCE_SORT_FIELDS,
  nameMax: SOURCE_NAME_MAX,
  translatedNames: true,
});

export function SourcesPage() {
  return <NamedRecordList screen={sources} />;
}
