import { TOPIC_NAME_MAX, TOPIC_SORT_FIELDS, topicEndpoints } from '@adconsole/api';
import { NamedRecordList, namedRecords } from '../../kit/namedRecordScreen.tsx';

/** /sales/task-topics: what a sales task is about, managed like the lead sources. */
const topics = namedRecords({
  calls: topicEndpoints,
  texts: 'taskTopics',
  listKey: 'sales-task-topics',
  sortFields: TOPIC_SORT_FIELDS,
  nameMax: TOPIC_NAME_MAX,
  translatedNames: true,
});

export function TaskTopicsPage() {
  return <NamedRecordList screen={topics} />;
}
