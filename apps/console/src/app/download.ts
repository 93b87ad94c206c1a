import {
  callPath,
  callSearchParams,
  type DownloadedFile,
  type Endpoint,
  readDownload,
} from '@adconsole/api';
import { apiClient } from './api.ts';

/** Hands a downloaded file to the browser under the name the server gave it. */
export function saveDownload({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads what a GET call answers (an export) and hands it to the browser. */
export async function downloadCall(endpoint: Endpoint, query: Record<string, unknown>) {
  const response = await apiClient.getResponse(callPath(endpoint), {
    searchParams: callSearchParams(query),
  });
  const file = await readDownload(response);
  if (file) saveDownload(file);
}
