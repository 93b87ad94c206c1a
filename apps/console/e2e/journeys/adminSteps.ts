import type { Page } from 'playwright-core';
import { german } from '../harness.ts';

// The steps the administration's tests share (admin-users.e2e, the admin journey).

/**
 * Fills the new-user form once its heading shows: the first and last name (`name`, split at its
 * first space), the e-mail, the company (its select's button is named by its value and its
 * label) and a checkbox per permission.
 */
export async function fillNewUser(
  page: Page,
  name: string,
  email: string,
  roles: readonly string[],
  company = 'Werbeagentur Muster GmbH',
) {
  const [firstName = '', ...lastName] = name.split(' ');
  await page.getByRole('heading', { name: german('users.dialog.createTitle'), level: 1 }).waitFor();
  await page.getByLabel(german('users.form.firstName')).fill(firstName);
  await page.getByLabel(german('users.form.lastName')).fill(lastName.join(' '));
  await page.getByLabel(german('users.form.email')).fill(email);
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`${german('users.form.companyId')}$`) })
    .click();
  await page.getByRole('option', { name: company, exact: true }).click();
  for (const role of roles) {
    await page
      .getByRole('checkbox', { name: german(`roles.names.${role}`) })
      .check({ force: true });
  }
}
