import {
  type CreativeFileCheck,
  callPath,
  creativeFileCheckSchema,
  creativeFileEndpoints,
} from '@adconsole/api';
import type { LoadOptionsContext, Option } from '@adconsole/ui';
import { apiClient } from '../../app/api.ts';
import { call } from '../../kit/endpointQuery.ts';
import { accountOption } from '../../kit/lookups.ts';

// The creatives screens' calls beyond the kit's: a file's upload and the form's lookups.

/** Uploads a creative file: scanned and checked on the server, its findings answered. */
export function uploadCreativeFile(file: File): Promise<CreativeFileCheck> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.postForm(
    callPath(creativeFileEndpoints.uploadCreativeFile),
    creativeFileCheckSchema,
    form,
  );
}

/** The company's advertisers by every word typed, with town and number. */
export async function loadAdvertiserOptions(
  search: string,
  { signal }: LoadOptionsContext,
): Promise<Option[]> {
  const text = search.trim();
  const rows = await call(
    creativeFileEndpoints.creativeAdvertisers,
    { query: text ? { search: text } : {} },
    { signal },
  );
  return rows.map(accountOption);
}

/** An advertiser's digital positions by name or campaign. */
export async function loadPositionOptions(
  accountId: number,
  search: string,
  { signal }: LoadOptionsContext,
): Promise<Option[]> {
  const text = search.trim();
  const rows = await call(
    creativeFileEndpoints.creativePositions,
    { query: { accountId, ...(text ? { search: text } : {}) } },
    { signal },
  );
  return rows.map((row) => ({ id: String(row.id), label: `${row.name} · ${row.campaign}` }));
}
