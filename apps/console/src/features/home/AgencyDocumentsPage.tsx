import {
  type ArchivedDocument,
  callPath,
  DOCUMENT_SORT_FIELDS,
  DOCUMENT_TYPES,
  documentEndpoints,
} from '@adconsole/api';
import { formatDateTime, formatDisplayDate } from '@adconsole/i18n';
import { createDataTableColumns } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { DownloadButton } from '../../kit/DownloadButton.tsx';
import { dateRangeParam } from '../../kit/dateRangeParam.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, lookupParam } from '../../kit/listDefinition.ts';
import { defineLookup, idOption } from '../../kit/lookups.ts';
import { useList } from '../../kit/useList.ts';

// /dashboard/documents (spec 1 §2.12, agency and not post-ad-manager; DOMAIN2 §9.1; issue 39):
// the documents sent and issued in the agency's campaigns (offers, confirmations, invoices,
// credit notes, proofs), newest first, filtered by campaign, type and day, all in the URL. A
// download is the archived file, byte for byte, under its stored name.

/**
 * The agency's campaigns that have documents, as the campaign filter's options: the name, then
 * the advertiser and the period, and the number (s15 stranger: two "Garage Müller Ostern 2026",
 * one without documents, and campaigns found by "Pichler" that showed no such word: its
 * advertiser's). Searched by name, advertiser or number.
 */
const loadCampaigns = defineLookup({
  endpoint: documentEndpoints.campaigns,
  text: 'searchQuery',
  option: (campaign) => {
    const period = [campaign.startDate, campaign.endDate]
      .map((day) => formatDisplayDate(day))
      .filter(Boolean)
      .join(' – ');
    // The advertiser where the name does not say it already (a short second line: on a phone a
    // wrapped one runs into the next option).
    const advertiser = campaign.advertiserName ?? '';
    const said = campaign.name
      .toLowerCase()
      .includes((advertiser.split(' ')[0] ?? '').toLowerCase());
    const description = [said ? '' : advertiser, period].filter(Boolean).join(' · ');
    return {
      ...idOption(campaign.id, campaign.name),
      ...(description ? { description } : {}),
      reference: String(campaign.id),
    };
  },
});

const documentList = defineList({
  params: {
    campaign: lookupParam({
      query: 'campaignId',
      filter: 'home.documents.filters.campaign',
      loadOptions: loadCampaigns,
    }),
    type: choiceParam(DOCUMENT_TYPES, {
      filter: 'home.documents.filters.type',
      labels: 'home.documents.types',
      all: 'home.documents.filters.allTypes',
    }),
    created: dateRangeParam({
      from: 'createdFrom',
      to: 'createdTo',
      filter: 'home.documents.filters.created',
    }),
  },
  sort: { fields: DOCUMENT_SORT_FIELDS, field: 'createdAt', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

/** /dashboard/documents: the agency's archived documents and their downloads. */
export function AgencyDocumentsPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: documentList,
    listKey: 'dashboard-documents',
    calls: documentEndpoints,
  });
  const columns = useMemo(() => {
    const column = recordColumns<ArchivedDocument>(t, 'home.documents');
    const own = createDataTableColumns<ArchivedDocument>();
    return [
      own.accessor('createdAt', {
        header: t('home.documents.columns.createdAt'),
        cell: (info) => formatDateTime(info.getValue()),
        meta: { kind: 'date' },
      }),
      column.text('type', (type) => t(`home.documents.types.${type}`)),
      column.text('number'),
      column.name('campaignName'),
      own.display({
        id: 'actions',
        header: t('home.documents.columns.actions'),
        cell: ({ row: { original } }) => (
          <DownloadButton
            path={callPath(documentEndpoints.file, { params: { id: original.id } })}
            // The visible file name first: the name a screen reader says contains what is seen.
            aria-label={t('home.documents.download', {
              fileName: original.fileName,
              type: t(`home.documents.types.${original.type}`),
              number: original.number,
            })}
          >
            {original.fileName}
          </DownloadButton>
        ),
        meta: { kind: 'actions' },
      }),
    ];
  }, [t]);
  return <ListView list={list} columns={columns} />;
}
