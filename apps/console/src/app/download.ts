import type { DownloadedFile } from '@adconsole/api';

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
