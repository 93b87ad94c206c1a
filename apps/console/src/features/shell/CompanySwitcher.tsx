import { searchCompanies } from '@adconsole/api';
import { Combobox, Inline, type Option, StatusBadge, useToast } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import {
  clearSavedListFilters,
  type StoredCompany,
  selectedCompanyStore,
} from '../../app/storage.ts';

const companyOption = (company: { id: number; name: string }): Option => ({
  id: String(company.id),
  label: company.name,
});

/**
 * The company switcher (SWITCH_COMPANY_VIEW only, spec 1 §4), a module of its own: the frame
 * loads it when it shows it (SignedInLayout), so its combobox's code (react-aria's collections
 * and overlays) is no part of the frame's first load for everyone else (issue 36): selecting stores the company,
 * clears every saved list filter and resets the search parameters; deselecting removes it.
 * While a company is selected, a sign beside it names the company the user acts for in full
 * (the field may cut a long name), labelled apart from the lists' company filters.
 */
export function CompanySwitcher() {
  const { t } = useTranslation();
  const selected = useSyncExternalStore(selectedCompanyStore.subscribe, selectedCompanyStore.get);
  const loaded = useRef(new Map<string, StoredCompany>());
  return (
    <Inline space="small">
      <CompanyField selected={selected} loaded={loaded.current} />
      {selected && (
        <span role="status">
          <StatusBadge tone="warning">
            {t('shell.company.actingAs', { name: selected.name })}
          </StatusBadge>
        </span>
      )}
    </Inline>
  );
}

function CompanyField({
  selected,
  loaded,
}: {
  selected: StoredCompany | null;
  loaded: Map<string, StoredCompany>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <Combobox
      label={t('shell.company.label')}
      placeholder={t('shell.company.placeholder')}
      value={selected ? companyOption(selected) : null}
      loadOptions={async (search, { signal, limit }) => {
        const { items } = await searchCompanies(apiClient, { search, limit }, { signal });
        for (const item of items) loaded.set(String(item.id), item);
        return items.map(companyOption);
      }}
      onChange={async (option) => {
        try {
          const company = option && loaded.get(option.id);
          if (company) {
            const { id, companyUUID, companyRole, name } = company;
            selectedCompanyStore.set({ id, companyUUID, companyRole, name });
            clearSavedListFilters();
          } else {
            selectedCompanyStore.set(null);
          }
          await navigate({ to: '.', search: {} });
        } catch (error) {
          toast({
            title: t('shell.error'),
            body: error instanceof Error ? error.message : t('shell.unknownError'),
            tone: 'critical',
          });
        }
      }}
    />
  );
}
