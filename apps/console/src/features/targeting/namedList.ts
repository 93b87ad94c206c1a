import { defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import type { BulkActionOption } from '../../kit/useList.ts';

// The lists of named records of targeting and Semantiq (keys, segments, visitor segments,
// configurations, audiences, default values): a search, the inactive ones on request, sorted by
// name or last change; their texts under `<texts>.filters.search|includeInactive`.

/** The declaration of such a list, made once per screen at module level. */
export const namedList = (texts: string) =>
  defineList({
    params: {
      searchQuery: textParam({ filter: `${texts}.filters.search` }),
      includeInactive: flagParam({ url: 'inactive', filter: `${texts}.filters.includeInactive` }),
    },
    sort: { fields: ['name', 'updatedAt'] as const, field: 'name', order: 'ASC' },
    pageSizes: [20, 50, 100],
  });

/** Deactivate and activate as bulk actions, labelled `<texts>.actions.deactivate|activate`. */
export const activeBulkActions = (texts: string): readonly BulkActionOption[] => [
  { action: 'deactivate', label: `${texts}.actions.deactivate` },
  { action: 'activate', label: `${texts}.actions.activate` },
];
