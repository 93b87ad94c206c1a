import { readDownload } from '@adconsole/api';
import { Button } from '@adconsole/ui';
import { useState } from 'react';
import { apiClient } from '../app/api.ts';
import { saveDownload } from '../app/download.ts';
import { useFailureToast } from './useFailureToast.ts';

/**
 * A button that downloads a file of the server (`path`, a call's path) and saves it under the
 * name the server gives (Content-Disposition): busy while it loads, a failure as a toast.
 */
export function DownloadButton({
  path,
  children,
  'aria-label': ariaLabel,
}: {
  path: string;
  children: string;
  'aria-label'?: string;
}) {
  const failed = useFailureToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await readDownload(await apiClient.getResponse(path));
      if (file) saveDownload(file);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      isBusy={busy}
      aria-label={ariaLabel}
      onPress={() => void download()}
    >
      {children}
    </Button>
  );
}
