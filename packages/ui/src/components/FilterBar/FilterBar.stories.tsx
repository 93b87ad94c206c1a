import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CONTACT_SEARCH_DEBOUNCE_MS, type Option } from '../Options/options.ts';
import { accountLoader, accountOptions } from '../Options/storyOptions.ts';
import { FilterBar, type FilterBarProps } from './FilterBar.tsx';
import type { FilterDefinition, FilterValues } from './filterValues.ts';

const contacts: readonly Option[] = [
  { id: 'c1', label: 'Anna Meier' },
  { id: 'c2', label: 'Luca Rossi' },
  { id: 'c3', label: 'Claire Dubois' },
];

/** The activity list's filters (spec 2 §2), with the English labels an app would pass. */
const activityFilters: readonly FilterDefinition[] = [
  { kind: 'search', key: 'SEARCH', label: 'Search', isAlwaysShown: true },
  {
    kind: 'select',
    key: 'ACTIVITY_TYPE',
    label: 'Activity type',
    options: [
      { id: 'EMAIL', label: 'E-mail' },
      { id: 'PHONE', label: 'Phone' },
      { id: 'MEETING', label: 'Meeting' },
      { id: 'OTHER', label: 'Other' },
    ],
  },
  {
    kind: 'multiSelect',
    key: 'CONTACT',
    label: 'Contact',
    loadOptions: accountLoader(200, contacts),
    debounceMs: CONTACT_SEARCH_DEBOUNCE_MS,
  },
  {
    kind: 'select',
    key: 'INVOICING_ACCOUNT',
    label: 'Invoicing account',
    loadOptions: accountLoader(200),
  },
  { kind: 'dateRange', key: 'DATE', label: 'Date' },
  { kind: 'boolean', key: 'NOTIFY_SALES', label: 'Sales notified' },
  {
    kind: 'select',
    key: 'SORTING',
    label: 'Sorting',
    isAlwaysShown: true,
    placeholder: 'Newest first',
    options: [
      { id: 'DESC', label: 'Newest first' },
      { id: 'ASC', label: 'Oldest first' },
    ],
  },
];

/** The bar as a list screen holds it: values and picked filters in state, as in the URL. */
function ListScreen(props: FilterBarProps) {
  const [values, setValues] = useState(props.values);
  const [visible, setVisible] = useState(props.visibleFilters ?? []);
  return (
    <>
      <FilterBar
        {...props}
        values={values}
        visibleFilters={visible}
        onChange={(next) => {
          setValues(next);
          props.onChange(next);
        }}
        onVisibleFiltersChange={setVisible}
      />
      <output>{JSON.stringify(values)}</output>
    </>
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The filters above a list: a picker of which filters show, then each filter's field (search text, select, searched choice, several choices, date range) and Clear all. A single search box with nothing else is a **TextField**.

### Do / Don't
**Do**
- Keep the values in the URL and session storage (they are plain data).
- Mark sorting and the main filters \`isAlwaysShown\`.

**Don't**
- Apply filters on a separate button: each field applies as it changes.
- Build a filter row by hand beside a DataTable.

### Keyboard
Tab moves through the filter picker and each filter's field; each field answers to its own keys (see Select, Combobox, MultiSelect, DateRangePicker). Search text applies once typing rests for 500 ms.

### Screen readers
A \`search\` landmark named "Filters"; each field is named by its filter's label. Clear all is a button shown once three filters are set.
`;

const meta = {
  title: 'Filters/FilterBar',
  component: FilterBar,
  parameters: { docs: { description: { component: usage } } },
  args: { filters: activityFilters, values: {}, onChange: fn() },
  argTypes: { filters: { control: false } },
  render: (args) => <ListScreen {...args} />,
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const openPicker = async (canvasElement: HTMLElement, name = 'Select filters') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await page.findByRole('menu'));
};
const closePicker = async () => {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
};
/** The button of a Select (not the remove button of the picker's tag of the same name). */
const selectButton = (canvasElement: HTMLElement, label: string): HTMLElement => {
  const button = within(canvasElement)
    .getAllByRole('button', { name: new RegExp(`${label}$`) })
    .find((candidate) => candidate.getAttribute('aria-haspopup') === 'listbox');
  if (!button) throw new Error(`No select named ${label}`);
  return button;
};
const saved = (canvasElement: HTMLElement): FilterValues =>
  JSON.parse(within(canvasElement).getByRole('status').textContent ?? '{}');

/**
 * Spec 2 §2: "A multi-select picker chooses which filters are visible. Sorting is always
 * shown." Picking Activity type shows its field; choosing a type filters the list.
 */
export const PickFiltersEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The bar is the list's search landmark (<search>, which testing-library has no role for).
    await expect(canvasElement.querySelector('search')).toHaveAccessibleName('Filters');
    await expect(selectButton(canvasElement, 'Sorting')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.queryByText('Activity type')).toBeNull();

    const menu = await openPicker(canvasElement);
    const offered = menu.getAllByRole('menuitemcheckbox');
    // Always-shown filters are not offered.
    await expect(offered.map((option) => option.textContent)).toEqual([
      'Activity type',
      'Contact',
      'Invoicing account',
      'Date',
      'Sales notified',
    ]);
    await userEvent.click(menu.getByRole('menuitemcheckbox', { name: 'Activity type' }));
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Activity type' })).toBeChecked();
    await closePicker();
    await userEvent.click(selectButton(canvasElement, 'Activity type'));
    await userEvent.click(await page.findByRole('option', { name: 'Phone' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ACTIVITY_TYPE: { id: 'PHONE', label: 'Phone' },
    });
    await expect(selectButton(canvasElement, 'Activity type')).toHaveTextContent('Phone');
  },
};

/**
 * Spec 2 §2: "A Clear all button appears only when at least 3 filters are set." Two set
 * filters show no button; a third brings it; Clear all empties every filter.
 */
export const ClearAllFromThreeFilters: Story = {
  globals: { locale: 'en' },
  args: {
    values: { DATE: '2026-11-01,2026-11-30', NOTIFY_SALES: true },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Sales notified' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();

    await userEvent.click(selectButton(canvasElement, 'Sorting'));
    await userEvent.click(await page.findByRole('option', { name: 'Oldest first' }));
    const clearAll = await canvas.findByRole('button', { name: 'Clear all' });
    await userEvent.click(clearAll);
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
    await expect(canvas.getByRole('switch', { name: 'Sales notified' })).not.toBeChecked();
    await expect(selectButton(canvasElement, 'Sorting')).toHaveTextContent('Newest first');
  },
};

/** Search waits 500 ms after the last keystroke (spec 1 §9) before it filters. */
export const SearchDebounced: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('textbox', { name: 'Search' });
    await userEvent.type(search, 'winter');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenLastCalledWith({ SEARCH: 'winter' });
  },
};

/**
 * Values restored from the URL show in their fields: a contact list, an account and a date
 * range. Removing Contact from the picker hides the filter and clears it.
 */
export const RestoredFromUrl: Story = {
  args: {
    values: {
      CONTACT: [contacts[0] as Option, contacts[1] as Option],
      INVOICING_ACCOUNT: accountOptions[1],
      DATE: '2026-11-01,2026-11-30',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Invoicing account' })).toHaveValue(
      'Coop Genossenschaft',
    );
    await expect(canvas.getByRole('group', { name: 'Date' })).toHaveTextContent(
      '01.11.2026–30.11.2026',
    );
    await expect(canvas.getByRole('button', { name: 'Alle löschen' })).toBeVisible();
    const menu = await openPicker(canvasElement, 'Filter auswählen');
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Date' })).toBeChecked();
    await userEvent.click(menu.getByRole('menuitemcheckbox', { name: 'Contact' }));
    await closePicker();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      INVOICING_ACCOUNT: accountOptions[1],
      DATE: '2026-11-01,2026-11-30',
    });
    await expect(canvas.queryByRole('combobox', { name: 'Contact' })).toBeNull();
    await expect(saved(canvasElement)).not.toHaveProperty('CONTACT');
  },
};

/**
 * Spec 2 §2: on an account page "the account is fixed and the invoicing-account filter is
 * hidden and cannot be changed (a locked filter)": it does not show, the picker does not
 * offer it, and Clear all neither counts nor clears it.
 */
export const LockedAccount: Story = {
  globals: { locale: 'en' },
  args: {
    lockedValues: { INVOICING_ACCOUNT: accountOptions[0] },
    values: {
      SEARCH: 'offer',
      DATE: '2026-11-01,2026-11-30',
      ACTIVITY_TYPE: { id: 'EMAIL', label: 'E-mail' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Invoicing account' })).toBeNull();
    const menu = await openPicker(canvasElement);
    await expect(menu.queryByRole('menuitemcheckbox', { name: 'Invoicing account' })).toBeNull();
    await closePicker();
    // Clear all keeps the locked account: only the user's values go.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(canvas.queryByRole('combobox', { name: 'Invoicing account' })).toBeNull();
  },
};

/**
 * Keyboard path: Tab to 'select filters', Enter opens it, arrows and Space pick Contact,
 * Escape closes it; Tab on past the search to the contact field, whose options load as the
 * user types.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Filter auswählen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await page.findByRole('menu'));
    await waitFor(() =>
      expect(menu.getByRole('menuitemcheckbox', { name: 'Activity type' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ }');
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Contact' })).toBeChecked();
    await closePicker();
    const contact = await canvas.findByRole('combobox', { name: 'Contact' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(contact).toHaveFocus();
    await userEvent.keyboard('luca');
    await page.findByRole('option', { name: 'Luca Rossi' }, { timeout: 2000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ CONTACT: [contacts[1]] });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { values: { SEARCH: 'winter', ACTIVITY_TYPE: { id: 'EMAIL', label: 'E-mail' } } },
};
