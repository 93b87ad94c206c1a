import { ROLES, USER_STATUSES } from '@adconsole/api';
import { choiceParam, textParam } from '../../kit/listDefinition.ts';

const FILTER_ROLES = ROLES.filter((role) => role !== 'ANONYMOUS');

/** The filters every users list has (the administrators' also by company). */
export const userListParams = {
  name: textParam({ filter: 'users.filters.name' }),
  email: textParam({ filter: 'users.filters.email' }),
  role: choiceParam(FILTER_ROLES, {
    filter: 'users.filters.role',
    labels: 'roles.names',
    all: 'users.filters.allRoles',
  }),
  status: choiceParam(USER_STATUSES, {
    filter: 'users.filters.status',
    labels: 'users.filters.statuses',
    all: 'users.filters.allStatuses',
  }),
};
