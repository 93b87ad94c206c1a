import {
  PROMOTION_TYPE_NAME_MAX,
  PROMOTION_TYPE_SORT_FIELDS,
  promotionTypeEndpoints,
} from '@adconsole/api';
import { NamedRecordList, namedRecords } from '../../kit/namedRecordScreen.tsx';

/** /sales/promotions/typeConfig/list: the kinds of promotion, managed like the task topics. */
const types = namedRecords({
  calls: promotionTypeEndpoints,
  texts: 'promotions.types',
  listKey: 'sales-promotion-types',
  sortFields: PROMOTION_TYPE_SORT_FIELDS,
  nameMax: PROMOTION_TYPE_NAME_MAX,
});

export function PromotionTypesPage() {
  return <NamedRecordList screen={types} />;
}
