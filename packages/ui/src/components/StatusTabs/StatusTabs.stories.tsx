import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UiLocale } from '../../provider/locales.ts';
import { UiProvider } from '../../provider/UiProvider.tsx';
import type { ThemeName } from '../../theme/themes.css.ts';
import { Text } from '../Text/Text.tsx';
import { StatusTabs } from './StatusTabs.tsx';

/** Stands in for the app's router. */
const navigate = fn();

const orderStatuses = [
  { id: 'offer', label: 'Offer', count: 12 },
  { id: 'booked', label: 'Booked', count: 1250 },
  { id: 'running', label: 'Running', count: 0 },
  { id: 'archived', label: 'Archived' },
] as const;

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The status tabs above a list: one route per status, each with its count (Draft 3, Booked 12). Tabs kept in state, not routes, are **Tabs**.

### Do / Don't
**Do**
- Give \`aria-label\` naming what the tabs filter.
- Build each href with the list's query so filters stay.

**Don't**
- Use it for sections of a record (use Tabs).
- Hide a status with no entries: show its zero.

### Keyboard
Tab reaches the selected tab; arrow keys move between tabs, Home / End to the ends; Enter follows the focused tab's link. Tabs that do not fit go into a More menu.

### Screen readers
A tablist named by its \`aria-label\`; each tab is announced with its name, selected state and count ("Number of entries: 12").
`;

const meta = {
  title: 'Data/StatusTabs',
  component: StatusTabs,
  parameters: { docs: { description: { component: usage } } },
  args: {
    'aria-label': 'Order status',
    tabs: orderStatuses,
    selectedId: 'booked',
    pathFor: (id: string) => `/orders/${id}`,
    search: '?search=ringier&sort=-date',
    children: <Text>1250 booked orders.</Text>,
  },
  render: (args, { globals }) => (
    <UiProvider
      locale={globals.locale as UiLocale}
      theme={globals.theme as ThemeName}
      navigate={navigate}
    >
      <StatusTabs {...args} />
    </UiProvider>
  ),
} satisfies Meta<typeof StatusTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each tab shows its count and links to its status with the current query string kept. */
export const WithCounts: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const offer = canvas.getByRole('tab', { name: 'Offer Anzahl Einträge: 12' });
    // Each count says what it counts: its name for a screen reader, its legend on hover.
    const count = within(offer).getByRole('img', { name: 'Anzahl Einträge: 12' });
    await expect(count).toHaveAttribute('title', 'Anzahl Einträge: 12');
    await expect(offer).toHaveAttribute('href', '/orders/offer?search=ringier&sort=-date');
    await expect(
      canvas.getByRole('tab', { name: "Booked Anzahl Einträge: 1'250" }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Running Anzahl Einträge: 0' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Archived' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('1250 booked orders.');
    // Issue 46: the count reads as the pager's total does, 1'250, not 1250.
    await expect(
      within(canvas.getByRole('tab', { name: "Booked Anzahl Einträge: 1'250" })).getByRole('img'),
    ).toHaveTextContent("1'250");
    await userEvent.click(offer);
    await expect(navigate).toHaveBeenCalledWith(
      '/orders/offer?search=ringier&sort=-date',
      undefined,
    );
  },
};

/** Keyboard path: arrows move between the statuses, Enter follows the link. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: "Booked Anzahl Einträge: 1'250" })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Running Anzahl Einträge: 0' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith(
      '/orders/running?search=ringier&sort=-date',
      undefined,
    );
  },
};

/** Without a query string the links are the bare routes. */
export const WithoutQuery: Story = {
  args: { search: '', selectedId: 'offer' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: "Booked Anzahl Einträge: 1'250" }),
    ).toHaveAttribute('href', '/orders/booked');
  },
};
