import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CONTACT_SEARCH_DEBOUNCE_MS, type Option, SEARCH_DEBOUNCE_MS } from '../Options/options.ts';
import { accountLoader, accountOptions } from '../Options/storyOptions.ts';
import { Combobox, type ComboboxProps, preloadCombobox } from './Combobox.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
One choice found by typing, from a long or server-loaded list (customers, agencies). A short fixed list is a **Select**; several choices are a **MultiSelect**.

### Do / Don't
**Do**
- Load options as the user types (\`loadOptions\`); the list debounces.
- Give a label and, for required fields, an error message.

**Don't**
- Use it for fewer than about ten fixed options.
- Keep the typed text when no option was chosen: leaving the field restores the choice.

### Keyboard
Typing filters the list; ArrowDown / ArrowUp open it on the first / last option and move through it; Enter chooses; Escape closes the list. Emptying the text clears the choice.

### Screen readers
Role combobox, named by its label, with a listbox of options; the focused option and the number of options are announced as they change.
`;

const meta = {
  title: 'Inputs/Combobox',
  component: Combobox,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Account', options: accountOptions, onChange: fn() },
  // The field's own behaviour, with its code there from the start (Combobox loads it on the
  // first focus: the FilterBar's and FormLookup's stories type into it before it is there).
  loaders: [
    async () => {
      await preloadCombobox();
      return {};
    },
  ],
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Account' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const coop = accountOptions[1] as Option;

function Controlled(props: ComboboxProps) {
  const [value, setValue] = useState<Option | null>(coop);
  return (
    <>
      <Combobox {...props} value={value} onChange={setValue} />
      <output>Saved: {value ? value.id : 'nothing'}</output>
    </>
  );
}

/** Typing filters the fixed list; a click chooses. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), 'migr');
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(within(listbox).getByRole('option', { name: /Migrolino/ }));
    await expect(input(canvasElement)).toHaveValue('Migrolino AG');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'migrolino', label: 'Migrolino AG' }),
    );
  },
};

/** Keyboard only: Tab, type, arrow down to the option, Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    // Tabbing into the field does not open its list (a form's fields are passed on the way).
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(within(canvasElement).getByRole('group')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.keyboard('ag');
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input(canvasElement)).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: /Lindt/ }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'lindt' }));
    await expect(input(canvasElement)).toHaveValue('Lindt & Sprüngli AG');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  },
};

/**
 * Options load as the user types, after the default pause of 500 ms, once per pause (the click
 * that puts the cursor in the field has shown the first page).
 */
export const LoadedOptions: Story = {
  args: { options: undefined, loadOptions: fn(accountLoader(100)) },
  play: async ({ canvasElement, args }) => {
    await expect(SEARCH_DEBOUNCE_MS).toBe(500);
    await userEvent.type(input(canvasElement), 'swiss');
    await expect(await page.findByText('Wird geladen…')).toBeVisible();
    await sleep(SEARCH_DEBOUNCE_MS - 150);
    await expect(args.loadOptions).not.toHaveBeenCalledWith('swiss', expect.anything());
    await expect(
      await page.findByRole('option', { name: /Swisscom AG/ }, { timeout: 2000 }),
    ).toBeVisible();
    // The click into the field showed the first page at once; the typing loaded once.
    await expect(vi(args.loadOptions).mock.calls.map(([search]) => search)).toEqual(['', 'swiss']);
  },
};

/** The contacts filter waits 600 ms: the pause is a prop. */
export const ContactDebounce: Story = {
  args: {
    label: 'Contact',
    options: undefined,
    loadOptions: fn(accountLoader(0)),
    debounceMs: CONTACT_SEARCH_DEBOUNCE_MS,
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.click(input);
    // The time of the input event itself: userEvent.keyboard may resolve much later on a busy
    // machine (225 ms once), which made the pause look shorter than it was.
    let typedAt = Number.NaN;
    input.addEventListener('input', () => (typedAt = performance.now()), { once: true });
    await userEvent.keyboard('c');
    await waitFor(() => expect(args.loadOptions).toHaveBeenCalledWith('c', expect.anything()), {
      timeout: 2000,
      interval: 10,
    });
    // Measured from after the keystroke, so a little under the real pause, never over it.
    await expect(performance.now() - typedAt).toBeGreaterThan(SEARCH_DEBOUNCE_MS + 20);
  },
};

/** A newer search aborts the request of the older one; only the newest answer shows. */
export const StaleLoadAborted: Story = {
  args: { options: undefined, loadOptions: fn(accountLoader(400)), debounceMs: 50 },
  play: async ({ canvasElement, args }) => {
    const loadOptions = vi(args.loadOptions);
    await userEvent.type(input(canvasElement), 'mig');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('mig', expect.anything()));
    await userEvent.type(input(canvasElement), 'ros');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('migros', expect.anything()));
    const firstSignal = loadOptions.mock.calls[0]?.[1].signal;
    await expect(firstSignal?.aborted).toBe(true);
    const listbox = await page.findByRole('listbox');
    await within(listbox).findByRole('option', { name: /Migros-Genossenschafts-Bund/ });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'zzz');
    await expect(await page.findByText('Keine Ergebnisse')).toBeVisible();
  },
};

export const NoResultsInItalian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'zzz');
    await expect(await page.findByText('Nessun risultato')).toBeVisible();
  },
};

/** Emptying the text clears the choice. */
export const Cleared: Story = {
  args: { defaultValue: coop },
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toHaveValue('Coop Genossenschaft');
    await userEvent.clear(input(canvasElement));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** Leaving with text that matches no choice puts the chosen label back. */
export const RevertsOnLeave: Story = {
  args: { defaultValue: coop },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), ' Basel');
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveValue('Coop Genossenschaft');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The button opens the whole list, even with a choice in the input. */
export const ShowAllWithButton: Story = {
  args: { defaultValue: coop },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Optionen anzeigen/ }));
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(accountOptions.length);
  },
};

/**
 * A click into the input shows the whole list, also once a choice is made and the input still
 * has the focus. Each option is named by both its lines, its label first (axe's
 * label-content-name-mismatch), and the open list is judged by axe with the story.
 */
export const OpensOnClick: Story = {
  args: { defaultValue: coop },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(input(canvasElement));
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(accountOptions.length);
    const swisscom = within(listbox).getByRole('option', { name: 'Swisscom AG, Ittigen' });
    await userEvent.click(swisscom);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'swisscom' }),
    );
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.click(input(canvasElement));
    await expect(
      within(await page.findByRole('listbox')).getAllByRole('option', { name: /, / }),
    ).toHaveLength(accountOptions.length);
    // Typing still filters what the click showed.
    await userEvent.clear(input(canvasElement));
    await userEvent.type(input(canvasElement), 'migr');
    await waitFor(() =>
      expect(within(page.getByRole('listbox')).getAllByRole('option')).toHaveLength(2),
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Type a part of the name.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription('Type a part of the name.');
    await expect(input(canvasElement)).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose an account' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription('Choose an account');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: coop },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.clear(input(canvasElement));
    await userEvent.type(input(canvasElement), 'nest');
    await userEvent.click(await page.findByRole('option', { name: /Nestlé/ }));
    await expect(within(canvasElement).getByText('Saved: nestle')).toBeVisible();
    await expect(input(canvasElement)).toHaveValue('Nestlé Suisse SA');
  },
};

export const LongText: Story = {
  args: {
    label: 'Account that receives the invoice and every reminder for this campaign',
    description: 'Only accounts of the selected company are listed.',
    defaultValue: {
      id: 'long',
      label: 'Genossenschaft für die Vermarktung regionaler Produkte der Zentralschweiz',
    },
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { description: 'Type a part of the name.' },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'ag');
    await expect(await page.findByRole('listbox')).toBeVisible();
  },
};

/** The mock behind a story's loadOptions arg, typed for reading its calls. */
function vi(loadOptions: ComboboxProps['loadOptions']) {
  return loadOptions as ReturnType<typeof fn<NonNullable<ComboboxProps['loadOptions']>>>;
}
