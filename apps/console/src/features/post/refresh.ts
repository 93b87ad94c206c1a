import { serverValidationErrors } from '@adconsole/forms';
import { useToast } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidatePath } from '../../kit/endpointQuery.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';

/** Every cached post answer (campaign, positions, lists, counts) marked stale after a change. */
export function useRefreshPost() {
  const invalidate = useInvalidatePath();
  return () => invalidate('ws-post');
}

/** Saves a step: its field errors (translated) on a 422, a toast for any other failure. */
export function useStepSave() {
  const { t } = useTranslation();
  const toast = useToast();
  const failed = useFailureToast();
  const refresh = useRefreshPost();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (action: () => Promise<unknown>, done?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      setErrors({});
      toast({ title: done ?? t('post.toast.saved'), tone: 'positive' });
      await refresh();
      return true;
    } catch (error) {
      const fieldErrors = serverValidationErrors(error)?.fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
      else failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, save };
}
