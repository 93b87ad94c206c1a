import { type CrmAccountWrite, type CrmContactWrite, crmExtraEndpoints } from '@adconsole/api';
import { Box, Stack, Text, useConfirm } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { call } from '../../kit/endpointQuery.ts';

interface Duplicate {
  id: number;
  name: string;
  detail: string;
  reasons: readonly string[];
}

/**
 * The warning before a new account or contact is saved (issue 20): the likely duplicates the
 * server finds, each with why; the user can save anyway or go back to the form.
 */
function useDuplicateWarning<Write>(find: (write: Write) => Promise<Duplicate[]>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return async (write: Write): Promise<boolean> => {
    const duplicates = await find(write).catch(() => []);
    if (duplicates.length === 0) return true;
    return confirm({
      title: t('crm.duplicates.title'),
      text: (
        <Stack space="small">
          <Text>{t('crm.duplicates.message', { count: duplicates.length })}</Text>
          <Stack as="ul" space="xsmall">
            {duplicates.map((duplicate) => (
              <Box as="li" key={duplicate.id}>
                <Text>
                  {t('crm.duplicates.entry', {
                    name: duplicate.name,
                    detail: duplicate.detail,
                    reasons: duplicate.reasons
                      .map((reason) => t(`crm.duplicates.reasons.${reason}`))
                      .join(', '),
                  })}
                </Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      ),
      confirmLabel: t('crm.duplicates.saveAnyway'),
      cancelLabel: t('crm.duplicates.back'),
    });
  };
}

export function useAccountDuplicateWarning() {
  return useDuplicateWarning<CrmAccountWrite>(async (write) => {
    const answer = await call(crmExtraEndpoints.crmAccountDuplicates, {
      query: {
        name: write.name,
        ...(write.city ? { city: write.city } : {}),
        ...(write.uidNumber ? { uidNumber: write.uidNumber } : {}),
      },
    });
    return answer.items.map((item) => ({
      id: item.id,
      name: item.displayName,
      detail: item.uidNumber ?? '',
      reasons: item.reasons,
    }));
  });
}

export function useContactDuplicateWarning() {
  return useDuplicateWarning<CrmContactWrite>(async (write) => {
    const answer = await call(crmExtraEndpoints.crmContactDuplicates, {
      query: {
        firstName: write.firstName,
        lastName: write.lastName,
        accountId: write.accountId,
        ...(write.email ? { email: write.email } : {}),
      },
    });
    return answer.items.map((item) => ({
      id: item.id,
      name: item.name,
      detail: [item.email, item.account.name].filter(Boolean).join(', '),
      reasons: item.reasons,
    }));
  });
}
