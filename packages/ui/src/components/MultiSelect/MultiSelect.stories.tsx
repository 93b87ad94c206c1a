import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Option } from '../Options/options.ts';
import { accountLoader, accountOptions } from '../Options/storyOptions.ts';
import { MultiSelect, type MultiSelectProps, preloadMultiSelect } from './MultiSelect.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
Several choices found by typing, e.g. the products or regions of a filter. One choice is a **Combobox** or **Select**; a few on/off options side by side are **Checkbox**es.

### Do / Don't
**Do**
- Give a label; the chosen options show as tags under the field.
- Load options as the user types for long lists.

**Don't**
- Use it for one value.
- Hide the chosen tags elsewhere.

### Keyboard
In the input it answers like Combobox (typing filters, arrows move, Enter chooses). Tab from the input reaches the tags; arrow keys move between them; Delete or Backspace removes the focused tag.

### Screen readers
Role combobox named by its label; the tags are a list named "Chosen: <label>", each remove button named "Remove <option>".
`;

const meta = {
  title: 'Inputs/MultiSelect',
  component: MultiSelect,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Accounts', options: accountOptions, onChange: fn() },
  // The field's own behaviour, with its code there from the start (MultiSelect loads it on the
  // first focus: the FilterBar's and FormLookup's stories use it before it is there).
  loaders: [
    async () => {
      await preloadMultiSelect();
      return {};
    },
  ],
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Accounts' });
const chosenTags = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Ausgewählt: Accounts' }))
    .getAllByRole('row')
    .map((row) => row.textContent);
const [migros, coop, sbb] = accountOptions as [Option, Option, Option];

function Controlled(props: MultiSelectProps) {
  const [value, setValue] = useState<readonly Option[]>([coop]);
  return (
    <>
      <MultiSelect {...props} value={value} onChange={setValue} />
      <output>Saved: {value.map((option) => option.id).join(', ') || 'nothing'}</output>
    </>
  );
}

/** Each choice becomes a tag; chosen options leave the list; the input empties for the next. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), 'coop');
    await userEvent.click(await page.findByRole('option', { name: /Coop/ }));
    await expect(input(canvasElement)).toHaveValue('');
    await userEvent.type(input(canvasElement), 'sbb');
    await userEvent.click(await page.findByRole('option', { name: /SBB/ }));
    await expect(chosenTags(canvasElement)).toEqual([
      'Coop Genossenschaft',
      'Schweizerische Bundesbahnen SBB',
    ]);
    await expect(args.onChange).toHaveBeenLastCalledWith([coop, sbb]);
    // The list stays open for the next choice and no longer offers the chosen ones.
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(accountOptions.length - 2);
    await expect(within(listbox).queryByRole('option', { name: /Coop/ })).toBeNull();
  },
};

/** Keyboard only: type, arrow, Enter to add; Tab to the tags, Delete to remove one. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.keyboard('migr');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.keyboard('nest');
    await waitFor(() => expect(page.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(chosenTags(canvasElement)).toEqual([
      'Migros-Genossenschafts-Bund',
      'Nestlé Suisse SA',
    ]);
    await userEvent.tab();
    const firstTag = within(canvasElement).getByRole('row', { name: /Migros/ });
    await waitFor(() => expect(firstTag).toHaveFocus());
    await expect(firstTag).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Delete}');
    await expect(chosenTags(canvasElement)).toEqual(['Nestlé Suisse SA']);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'nestle' }),
    ]);
  },
};

/** Each tag's button removes it and is named after it. */
export const RemoveWithButton: Story = {
  args: { defaultValue: [migros, coop] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Entfernen Migros-Genossenschafts-Bund' }),
    );
    await expect(chosenTags(canvasElement)).toEqual(['Coop Genossenschaft']);
    await expect(args.onChange).toHaveBeenLastCalledWith([coop]);
  },
};

export const RemoveInEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: [sbb] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('grid', { name: 'Chosen: Accounts' }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove Schweizerische Bundesbahnen SBB' }),
    ).toBeVisible();
  },
};

/** Options load (debounced) as the user types. */
export const LoadedOptions: Story = {
  args: { options: undefined, loadOptions: fn(accountLoader(50)), debounceMs: 100 },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), 'swiss');
    await expect(await page.findByText('Wird geladen…')).toBeVisible();
    await userEvent.click(await page.findByRole('option', { name: /Swisscom/ }));
    await expect(chosenTags(canvasElement)).toEqual(['Swisscom AG']);
    await expect(args.loadOptions).toHaveBeenCalledWith('swiss', expect.anything());
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'zzz');
    await expect(await page.findByText('Keine Ergebnisse')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'All accounts that share this campaign.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      'All accounts that share this campaign.',
    );
    await expect(input(canvasElement)).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose at least one account' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription('Choose at least one account');
  },
};

/** Disabled: nothing can be added or removed. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [migros, coop] },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).queryByRole('button', { name: /^Entfernen/ })).toBeNull();
  },
};

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'lindt');
    await userEvent.click(await page.findByRole('option', { name: /Lindt/ }));
    await expect(within(canvasElement).getByText('Saved: coop, lindt')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Accounts that share the cost of this campaign and receive a copy of every invoice',
    description: 'The first account is invoiced; the others receive a copy.',
    defaultValue: [
      {
        id: 'long',
        label: 'Genossenschaft für die Vermarktung regionaler Produkte der Zentralschweiz',
      },
      ...accountOptions.slice(0, 6),
    ],
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: [migros, coop], description: 'All accounts that share this campaign.' },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'ag');
    await expect(await page.findByRole('listbox')).toBeVisible();
  },
};
