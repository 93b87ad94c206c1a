import { FormLookup, FormMultiLookup } from '@adconsole/forms';
import { CONTACT_SEARCH_DEBOUNCE_MS, type Option } from '@adconsole/ui';
import { useEffect, useRef } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useController,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { asOption, loadAccountOptions, loadContactOptions } from '../../app/lookups.ts';

/** The fields a form must have for its parties: the chosen account and its contacts. */
export interface PartiesFields extends FieldValues {
  account: Option | null;
  contacts: Option[];
}

/**
 * The account (asked for only where no account is fixed) and its contacts, which wait for an
 * account and are emptied when another account is chosen (spec 2 §2).
 */
export function AccountAndContacts<T extends PartiesFields>({
  form,
  isAccountFixed,
}: {
  form: UseFormReturn<T>;
  isAccountFixed: boolean;
}) {
  const { t } = useTranslation();
  const { control } = form;
  const accountName = 'account' as FieldPath<T>;
  const contactsName = 'contacts' as FieldPath<T>;
  const account = useWatch({ control, name: accountName }) as Option | null;
  const accountId = account ? Number(account.id) : undefined;
  const shownAccount = useRef(accountId);
  const { onChange: setContacts } = useController({ control, name: contactsName }).field;
  useEffect(() => {
    if (shownAccount.current === accountId) return;
    shownAccount.current = accountId;
    setContacts([]);
  }, [accountId, setContacts]);
  return (
    <>
      {!isAccountFixed && (
        <FormLookup
          control={control}
          name={accountName}
          label={t('activities.form.account')}
          isRequired
          load={loadAccountOptions}
          toEntry={asOption}
        />
      )}
      <FormMultiLookup
        // Another account: its own contacts to choose from.
        key={accountId ?? 'none'}
        control={control}
        name={contactsName}
        label={t('activities.form.contacts')}
        load={(search, context) => loadContactOptions(search, context, accountId)}
        toEntry={asOption}
        debounceMs={CONTACT_SEARCH_DEBOUNCE_MS}
        // The account's few contacts show as soon as the field is entered (issue 33 §21): a
        // picker that waits for typing looked empty.
        menuTrigger="focus"
        disabledReason={accountId ? undefined : t('activities.form.chooseAccountFirst')}
      />
    </>
  );
}
