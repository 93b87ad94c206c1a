import { ApiError } from '@adconsole/api';
import { useConfirm } from '@adconsole/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A write the server refused as stale: someone changed the record since it was read (412). */
export const isStaleWrite = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 412;

/**
 * The one answer to a stale write, for every form that saves a versioned record: a dialog
 * that says so and offers to reload (`reload` runs when the user accepts). Resolves whether the
 * failure was a stale write, so the caller leaves every other failure to the global handler.
 */
export function useStaleWriteGuard() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return useCallback(
    async (error: unknown, reload: () => unknown): Promise<boolean> => {
      if (!isStaleWrite(error)) return false;
      await confirm({
        title: t('kit.stale.title'),
        text: t('kit.stale.message'),
        confirmLabel: t('kit.stale.reload'),
        onConfirm: async () => {
          await reload();
        },
      });
      return true;
    },
    [t, confirm],
  );
}
