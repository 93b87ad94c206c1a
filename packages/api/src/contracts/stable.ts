import type { EndpointName } from './endpoints.ts';

/**
 * The calls other internal apps may build on (issue 45): the API's major version 1. Within a
 * major version they change only by addition: a new optional request field or query parameter,
 * a new response field, a new call. Removing or renaming a response field, making a request
 * field required, narrowing a type or removing a call needs the next major version. The
 * server's test `openapi.test.ts` compares the document with the last release's copy
 * (`apps/server/openapi/v1.json`) and fails on such a change. Every other call is the console's
 * own and may change with it; the OpenAPI document marks each (`x-stability`).
 */
export const STABLE_API = {
  major: 1,
  endpoints: [
    'health',
    'signIn',
    'currentUser',
    'translationsAggregated',
    'crmAccountsList',
    'crmAccountsGet',
    'crmContactsList',
    'crmContactsGet',
    'campaignsList',
    'campaignsGet',
    'tasksList',
    'tasksGet',
  ] as const satisfies readonly EndpointName[],
} as const;
