import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';
import type { AuditTable } from './schema-admin.ts';
import type { DateColumn } from './schema-catalogue.ts';

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Versioned = {
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
};

/** The document types whose PDFs the pdf-type-config tab configures. */
export const PDF_DOCUMENT_TYPES = ['OFFER', 'ORDER_CONFIRMATION', 'INVOICE', 'PROOF'] as const;

/** A company's own settings (migration 0019): one row, made on the first save. */
export interface CompanySettingsTable extends Versioned {
  companyId: number;
  senderName: string | null;
  senderEmail: string | null;
  replyToEmail: string | null;
  bccEmail: string | null;
  offerMailSubject: string | null;
  pdfFooter: string | null;
  accountHolder: string | null;
  iban: string | null;
  qrIban: string | null;
  qrReferenceType: 'QRR' | 'SCOR' | 'NON' | null;
  bic: string | null;
  accentColour: string | null;
  textColour: string | null;
  logo: Uint8Array | null;
  logoContentType: string | null;
  logoFileName: string | null;
  pdfTypes: ColumnType<
    PdfTypeSettings,
    PdfTypeSettings | string | undefined,
    PdfTypeSettings | string
  >;
}

export type PdfTypeSettings = Record<
  string,
  {
    showLogo: boolean;
    showFooter: boolean;
    showPaymentDetails: boolean;
    paperSize: 'A4' | 'LETTER';
  }
>;

export interface CoopWeekTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  year: number;
  week: number;
  startsOn: DateColumn;
  endsOn: DateColumn;
  name: string;
  active: Generated<boolean>;
}

export interface PartnerFilialTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  partnerName: string;
  name: string;
  branchNumber: string;
  street: string | null;
  postalCode: string;
  city: string;
  active: Generated<boolean>;
}

export interface ProgrammaticMappingTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  system: 'ADSENSE' | 'XANDR' | 'GOOGLE' | 'ADOMIK' | 'PASSENDO';
  websiteId: number;
  placementId: number | null;
  externalId: string;
  note: string | null;
  active: Generated<boolean>;
}

export interface DataImportTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  kind: 'ACCOUNTS' | 'CONTACTS' | 'PRODUCTS';
  fileName: string;
  content: Uint8Array;
  headers: string[];
  rowCount: number;
  mapping: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  state: Generated<'UPLOADED' | 'CHECKED' | 'IMPORTING' | 'DONE' | 'FAILED'>;
  validRows: number | null;
  invalidRows: number | null;
  importedRows: number | null;
  jobRunId: number | null;
  createdByUserId: number | null;
}

export type SettingsAuditTable = AuditTable<ColumnType<unknown, string | null, string | null>>;

export interface SettingsTables {
  companySettings: CompanySettingsTable;
  coopWeek: CoopWeekTable;
  partnerFilial: PartnerFilialTable;
  programmaticMapping: ProgrammaticMappingTable;
  dataImport: DataImportTable;
  settingsAudit: SettingsAuditTable;
}
