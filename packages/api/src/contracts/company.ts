import { z } from 'zod';

/** The company a user acts for, as the switcher stores it and the envelope sends it (spec 1 §3, §7). */
export const selectedCompanySchema = z.object({
  id: z.number().int().positive(),
  companyUUID: z.string().min(1),
  companyRole: z.string().min(1),
});
export type SelectedCompany = z.infer<typeof selectedCompanySchema>;
