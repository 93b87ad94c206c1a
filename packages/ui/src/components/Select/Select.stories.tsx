import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OPTION_LIMIT } from '../Options/options.ts';
import { accountLoader, accountOptions, manyAccountOptions } from '../Options/storyOptions.ts';
import { Select, type SelectProps } from './Select.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
One choice from a short, known list that opens under a button: a status, a country, a page size. Searching a long list is a **Combobox**; a few options all in view are a **RadioGroup**.

### Do / Don't
**Do**
- Give a label and, when required, an error message.
- Use \`loadOptions\` for a list the server gives.

**Don't**
- Use it for long lists users must scroll.
- Use it for actions (use DropdownMenu).

### Keyboard
Tab focuses the button; Enter, Space or ArrowDown opens the list on the first option, ArrowUp on the last; arrows move, typing jumps to an option, Enter chooses, Escape closes.

### Screen readers
A button named by the chosen option and the label, announcing a listbox popup; options are read with their position and selection.
`;

const meta = {
  title: 'Inputs/Select',
  component: Select,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Account', options: accountOptions, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Account/ });

function Controlled(props: SelectProps) {
  const [value, setValue] = useState<string | null>('coop');
  return (
    <>
      <Select {...props} value={value} onChange={setValue} />
      <output>Saved: {value ?? 'nothing'}</output>
    </>
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Auswählen…');
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await page.findByRole('option', { name: /Swisscom AG/ }));
    await expect(trigger(canvasElement)).toHaveTextContent('Swisscom AG');
    await expect(args.onChange).toHaveBeenLastCalledWith('swisscom');
  },
};

/** Keyboard only: Tab, open with Enter, arrows to the option, Enter to choose. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await expect(trigger(canvasElement)).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    const listbox = await page.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('sbb');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await expect(trigger(canvasElement)).toHaveTextContent('Schweizerische Bundesbahnen SBB');
  },
};

/** A disabled option is skipped by the keyboard and cannot be chosen. */
export const DisabledOption: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await page.findByRole('option', { name: /Raiffeisen/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Options loaded once when the field appears; the list says so while they load. */
export const LoadedOptions: Story = {
  args: { options: undefined, loadOptions: fn(accountLoader(600)) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await page.findByText('Wird geladen…')).toBeVisible();
    await expect(
      await page.findByRole('option', { name: /Coop/ }, { timeout: 2000 }),
    ).toBeVisible();
    await expect(args.loadOptions).toHaveBeenCalledTimes(1);
    await expect(args.loadOptions).toHaveBeenCalledWith('', {
      signal: expect.any(AbortSignal),
      limit: OPTION_LIMIT,
    });
  },
};

/** A page holds at most the option limit (100), whatever the loader returns. */
export const OptionLimit: Story = {
  args: { options: undefined, loadOptions: accountLoader(0, manyAccountOptions) },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await page.findByRole('option', { name: 'Account 1' });
    await expect(page.getAllByRole('option')).toHaveLength(OPTION_LIMIT);
  },
};

export const LoadFailed: Story = {
  args: { options: undefined, loadOptions: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await page.findByText('Die Optionen konnten nicht geladen werden.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await page.findByText('Keine Ergebnisse')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'The account that is invoiced.', isRequired: true, defaultValue: 'sbb' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Schweizerische Bundesbahnen SBB');
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(
      'The account that is invoiced.',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose an account' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('Choose an account'),
    );
    await expect(within(canvasElement).getByText('Choose an account')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'coop' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await page.findByRole('option', { name: /Nestlé/ }));
    await expect(within(canvasElement).getByText('Saved: nestle')).toBeVisible();
  },
};

export const EnglishPlaceholder: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Choose…');
  },
};

/**
 * react-aria's own texts follow the interface's language (UiProvider's I18nProvider): the
 * hidden dismiss button of the open list reads "Fermer" in French, for a screen reader.
 */
export const FrenchDismissButton: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await page.findByRole('listbox');
    const dismiss = page.getAllByRole('button', { name: 'Fermer', hidden: true });
    await expect(dismiss.length).toBeGreaterThan(0);
    await expect(
      page.queryAllByRole('button', { name: /Rejeter|Schlie|Close/, hidden: true }),
    ).toEqual([]);
  },
};

/** In Swiss German the same button reads "Schliessen" (no ß in a Swiss interface). */
export const SwissGermanDismissButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await page.findByRole('listbox');
    const dismiss = page.getAllByRole('button', { name: 'Schliessen', hidden: true });
    await expect(dismiss.length).toBeGreaterThan(0);
  },
};

export const Open: Story = {
  args: { defaultValue: 'lindt' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await page.findByRole('listbox')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Account that receives the invoice and every reminder for this campaign',
    description: 'Only accounts of the selected company are listed.',
    options: [
      {
        id: 'long',
        label:
          'Genossenschaft für die Vermarktung regionaler Produkte der Zentralschweiz und des Tessins',
        description: 'Luzern, Schweiz',
      },
      ...accountOptions,
    ],
    defaultValue: 'long',
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'coop', description: 'The account that is invoiced.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await page.findByRole('listbox')).toBeVisible();
  },
};
