import {
  type AdminCompany,
  type AdminCompanyWrite,
  COMPANY_ROLES,
  COUNTRY_CODES,
  type CountryCode,
} from '@adconsole/api';
import { maxLengthText, optionalText, requiredChoice, requiredText } from '@adconsole/forms';
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { valueOptions } from '../../kit/options.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { NONE } from './choices.ts';

/** The address and VAT / UID number: what a company's own administrators change too. */
export const companyDetailsFields = {
  street: z.pipe(optionalText(), maxLengthText(200)),
  postalCode: z.pipe(optionalText(), maxLengthText(5)),
  city: z.pipe(optionalText(), maxLengthText(100)),
  vatNumber: z.pipe(optionalText(), maxLengthText(30)),
};

const companyFormSchema = z.object({
  name: z.pipe(requiredText(), maxLengthText(200)),
  companyRole: z.string(),
  countryCode: requiredChoice(z.enum(COUNTRY_CODES)),
  ...companyDetailsFields,
});
type CompanyFormValues = z.output<typeof companyFormSchema>;

export const companyDetailsDefaults = (company?: AdminCompany) => ({
  street: company?.street ?? '',
  postalCode: company?.postalCode ?? '',
  city: company?.city ?? '',
  vatNumber: company?.vatNumber ?? '',
});

export const companyDetailsWrite = (values: {
  street: string;
  postalCode: string;
  city: string;
  vatNumber: string;
}) => ({
  street: values.street || null,
  postalCode: values.postalCode || null,
  city: values.city || null,
  vatNumber: values.vatNumber || null,
});

export const companyDetailsFormFields: RecordField[] = [
  { kind: 'section', name: 'address' },
  { kind: 'text', name: 'street', maxLength: 200 },
  { kind: 'text', name: 'postalCode', maxLength: 5 },
  { kind: 'text', name: 'city', maxLength: 100 },
  { kind: 'text', name: 'vatNumber', maxLength: 30, hint: true },
];

/** The company's whole form, for administrators. */
export const companyForm = (t: TFunction) => ({
  schema: companyFormSchema,
  defaults: (company?: AdminCompany) => ({
    name: company?.name ?? '',
    companyRole: company?.companyRole ?? NONE,
    countryCode: (company?.countryCode ?? null) as CountryCode | null,
    ...companyDetailsDefaults(company),
  }),
  toWrite: (values: CompanyFormValues): AdminCompanyWrite => ({
    name: values.name,
    companyRole:
      values.companyRole === NONE ? null : (values.companyRole as AdminCompanyWrite['companyRole']),
    countryCode: values.countryCode,
    ...companyDetailsWrite(values),
  }),
  fields: [
    { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
    {
      kind: 'select',
      name: 'companyRole',
      options: [
        { id: NONE, label: t('companies.form.noCompanyRole') },
        ...valueOptions(t, 'roles.names', COMPANY_ROLES),
      ],
    },
    {
      kind: 'select',
      name: 'countryCode',
      isRequired: true,
      options: valueOptions(t, 'companies.countries', COUNTRY_CODES),
    },
    ...companyDetailsFormFields,
  ] satisfies RecordField[],
});
