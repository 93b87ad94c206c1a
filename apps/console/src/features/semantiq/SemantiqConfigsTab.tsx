import { type SemantiqConfig, semantiqConfigEndpoints } from '@adconsole/api';
import { maxLengthText, requiredText } from '@adconsole/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { namedList } from '../targeting/namedList.ts';
import { newConfigDefaults } from './semantiqConfigForm.ts';

// The configurations tab of /semantiq/domains (issue 42; DOMAIN §8 Tenant): a customer's
// Semantiq tenants, created here with a name and a tenant ID (the rest starts from the usual
// settings, `iab` and `kw`, no domain yet), each opening its page /semantiq/config/{configId},
// where its domains, keys and languages are set.

const configList = namedList('semantiq.configs');

const createForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(100)),
  tenantId: z.pipe(requiredText(), maxLengthText(40)),
});

export function SemantiqConfigsTab() {
  const { t } = useTranslation();
  const list = useList({
    definition: configList,
    listKey: 'semantiq-configs',
    calls: semantiqConfigEndpoints,
  });
  const records = useRecordEditing({
    calls: semantiqConfigEndpoints,
    texts: 'semantiq.configs',
    form: {
      schema: createForm,
      defaults: (config?: SemantiqConfig) => ({
        name: config?.name ?? '',
        tenantId: config?.tenantId ?? '',
      }),
      toWrite: (values, config) => ({
        ...newConfigDefaults(config),
        name: values.name.trim(),
        tenantId: values.tenantId.trim(),
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        { kind: 'text', name: 'tenantId', isRequired: true, maxLength: 40, hint: true },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<SemantiqConfig>(t, 'semantiq.configs');
    return [
      column.name('name'),
      column.text('tenantId'),
      column.text('domains', (domains) => domains.join(', ')),
      column.text('categoriesKey', (key) => key),
      column.status(),
    ];
  }, [t]);
  return (
    <ListView
      embedded
      label={t('semantiq.tabs.configs')}
      list={list}
      columns={columns}
      records={records}
      getRowHref={(config) => `/semantiq/config/${config.id}`}
    />
  );
}
