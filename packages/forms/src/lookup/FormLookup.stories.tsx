import type { LoadOptionsContext } from '@adconsole/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod/mini';
import { useZodForm } from '../form/useZodForm.ts';
import { optionSchema, requiredChoice } from '../rules/choice.ts';
import { FormShell } from '../shell/FormShell.tsx';
import { FormLookup, FormMultiLookup } from './FormLookup.tsx';

/** Lookup shapes of spec 2 §3: invoicing account (id, displayName, active), contact. */
interface Account {
  id: number;
  displayName: string;
  active: boolean;
}
interface Contact {
  contactId: number;
  firstName: string;
  lastName: string;
}

const accounts: Account[] = [
  { id: 1, displayName: 'Migros-Genossenschafts-Bund', active: true },
  { id: 2, displayName: 'Migrolino AG', active: false },
  { id: 3, displayName: 'Coop Genossenschaft', active: true },
];
const contacts: Contact[] = [
  { contactId: 10, firstName: 'Anna', lastName: 'Meier' },
  { contactId: 11, firstName: 'Luca', lastName: 'Rossi' },
];

/** Stand-ins for the app's API calls: they filter by the search and honour the signal. */
const answer =
  <T,>(items: T[], text: (item: T) => string) =>
  (search: string, { signal }: LoadOptionsContext) =>
    new Promise<T[]>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          resolve(items.filter((item) => text(item).toLowerCase().includes(search.toLowerCase()))),
        20,
      );
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });

const schema = z.object({
  account: requiredChoice(optionSchema, 'Account is required'),
  contacts: z.array(optionSchema),
});

function ActivityParties({
  loadAccounts,
  loadContacts,
  onSave,
}: {
  loadAccounts: (search: string, context: LoadOptionsContext) => Promise<Account[]>;
  loadContacts: (search: string, context: LoadOptionsContext) => Promise<Contact[]>;
  onSave: (values: z.output<typeof schema>) => void;
}) {
  const controller = useZodForm({
    schema,
    defaultValues: { account: null, contacts: [] },
    onSubmit: onSave,
  });
  const account = controller.form.watch('account');
  return (
    <FormShell controller={controller} title="Activity">
      <FormLookup
        control={controller.control}
        name="account"
        label="Account"
        isRequired
        load={loadAccounts}
        toEntry={(item) => ({
          id: String(item.id),
          label: item.displayName,
          isActive: item.active,
        })}
      />
      <FormMultiLookup
        control={controller.control}
        name="contacts"
        label="Contacts"
        load={loadContacts}
        debounceMs={50}
        disabledReason={account ? undefined : 'Choose an account first'}
        toEntry={(item) => ({
          id: String(item.contactId),
          label: `${item.firstName} ${item.lastName}`,
        })}
      />
    </FormShell>
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A choice looked up through the app's API (an account, a user) is a **FormLookup**; several (contacts, participants) a **FormMultiLookup**. The form stores \`{ id, label }\`. A fixed list is a **FormSelect**.

### Do / Don't
**Do**
- Pass the API call; the lookup debounces and pages it.
- Show inactive records as the spec says.

**Don't**
- Store only the id (the label is needed to show the choice).
- Load the whole table up front.

### Keyboard
As Combobox (one) or MultiSelect (several): typing searches, arrows move, Enter chooses, Escape closes; tags are reached with Tab and removed with Delete or Backspace.

### Screen readers
Role combobox named by its label; the options and their count are announced as they load; chosen tags are a named list.
`;

const meta = {
  title: 'Forms/Lookups',
  component: ActivityParties,
  parameters: { docs: { description: { component: usage } } },
  args: {
    loadAccounts: fn(answer(accounts, (item) => item.displayName)),
    loadContacts: fn(answer(contacts, (item) => `${item.firstName} ${item.lastName}`)),
    onSave: fn(),
  },
} satisfies Meta<typeof ActivityParties>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec 2: "Contacts are disabled until an account is chosen"; the field says why. */
export const ContactsWaitForAccount: Story = {
  play: async ({ canvasElement }) => {
    const contactsField = within(canvasElement).getByRole('combobox', { name: /Contacts/ });
    await expect(contactsField).toBeDisabled();
    await expect(contactsField).toHaveAccessibleDescription('Choose an account first');
  },
};

/**
 * The account loads through the app's call after the search pause; inactive accounts are
 * marked; choosing one enables the contacts, which load the same way.
 */
export const ChooseAccountThenContacts: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.type(canvas.getByRole('combobox', { name: /Account/ }), 'migro');
    const inactive = await page.findByRole('option', { name: /Migrolino AG/ }, { timeout: 2000 });
    await expect(inactive).toHaveTextContent('inactive');
    await expect(args.loadAccounts).toHaveBeenCalledWith(
      'migro',
      expect.objectContaining({ limit: 100 }),
    );
    await userEvent.click(page.getByRole('option', { name: /Migros/ }));
    const contactsField = canvas.getByRole('combobox', { name: /Contacts/ });
    await waitFor(() => expect(contactsField).toBeEnabled());
    await userEvent.type(contactsField, 'anna');
    await userEvent.click(await page.findByRole('option', { name: /Anna Meier/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        account: { id: '1', label: 'Migros-Genossenschafts-Bund' },
        contacts: [{ id: '10', label: 'Anna Meier' }],
      }),
    );
  },
};

/** spec 1 §5: a select whose value is null fails with the supplied message. */
export const AccountMissing: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Validation runs asynchronously: on a busy machine the message comes a moment later.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: /Account/ })).toHaveAccessibleDescription(
        'Account is required',
      ),
    );
  },
};
