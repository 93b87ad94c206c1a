import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UiLocale } from '../../provider/locales.ts';
import { UiProvider } from '../../provider/UiProvider.tsx';
import type { ThemeName } from '../../theme/themes.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Text } from '../Text/Text.tsx';
import { LinkTabs, SelectTabs, Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
Sections of one screen or record kept in state (Details, History). Tabs that are routes are **LinkTabs** / **StatusTabs**; a few choices in a form are a **RadioGroup**.

### Do / Don't
**Do**
- Give each Tab and its TabPanel the same id.
- Keep the labels short; the strip puts what does not fit in a More menu.

**Don't**
- Use tabs for steps that must be done in order.
- Nest tabs in tabs.

### Keyboard
Tab reaches the selected tab, then its panel; ArrowLeft / ArrowRight move and select tabs, Home / End jump to the first and last. Tabs that do not fit sit in a More menu, reached with Tab after the tabs.

### Screen readers
Role tablist with tabs announced with name, selected state and position; the panel is a tabpanel named by its tab.
`;

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const renderActivityTabs: Story['render'] = (args) => (
  <Tabs {...args}>
    <TabList aria-label="Activities">
      <Tab id="activities">Activities</Tab>
      <Tab id="comments">Comments</Tab>
      <Tab id="archive" isDisabled>
        Archive
      </Tab>
    </TabList>
    <TabPanel id="activities">
      <Text>12 activities this week.</Text>
    </TabPanel>
    <TabPanel id="comments">
      <Text>3 unread comments.</Text>
    </TabPanel>
    <TabPanel id="archive">
      <Text>Nothing archived.</Text>
    </TabPanel>
  </Tabs>
);

/** Tabs kept in state: a click selects a tab and shows its panel. */
export const InState: Story = {
  render: renderActivityTabs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Activities' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 activities this week.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Comments' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3 unread comments.');
  },
};

/** Keyboard path: Tab enters the list, arrows move the selection and skip a disabled tab. */
export const Keyboard: Story = {
  render: renderActivityTabs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Activities' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Comments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    // Archive is disabled, so the selection wraps to the first tab.
    await expect(canvas.getByRole('tab', { name: 'Activities' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * Panels kept mounted (`shouldForceMount`): a half-typed text survives a tab switch, and the
 * panel of the other tab is out of view and out of the accessibility tree meanwhile.
 */
export const KeptMounted: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Account">
        <Tab id="activities">Activities</Tab>
        <Tab id="comments">Comments</Tab>
      </TabList>
      <TabPanel id="activities" shouldForceMount>
        <label>
          Draft <input defaultValue="" />
        </label>
      </TabPanel>
      <TabPanel id="comments" shouldForceMount>
        <Text>3 unread comments.</Text>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Draft' }), 'Call back');
    await userEvent.click(canvas.getByRole('tab', { name: 'Comments' }));
    await expect(canvas.getByText('3 unread comments.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Draft' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Activities' }));
    await expect(canvas.getByRole('textbox', { name: 'Draft' })).toHaveValue('Call back');
    await expect(canvas.getByText('3 unread comments.')).not.toBeVisible();
  },
};

/** Stands in for the app's router. */
const navigate = fn();

const companyTabs = [
  { id: 'edit', label: 'Edit' },
  { id: 'websites', label: 'Websites' },
  { id: 'accounts', label: 'Accounts' },
  { id: 'permissions', label: 'Permissions' },
] as const;

/**
 * Tabs that are routes (the company tabs of spec 1 §2.3). The app's href builder keeps the
 * current query string; a click navigates through the app's router.
 */
export const AsLinks: Story = {
  render: (_args, { globals }) => (
    <UiProvider
      locale={globals.locale as UiLocale}
      theme={globals.theme as ThemeName}
      navigate={navigate}
    >
      <LinkTabs
        aria-label="Company"
        tabs={companyTabs}
        selectedId="websites"
        hrefFor={(id) => `/admin/companies/7/${id}?search=ringier`}
      >
        <Text>4 websites.</Text>
      </LinkTabs>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const accounts = canvas.getByRole('tab', { name: 'Accounts' });
    await expect(accounts).toHaveAttribute('href', '/admin/companies/7/accounts?search=ringier');
    await expect(canvas.getByRole('tab', { name: 'Websites' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('4 websites.');
    await userEvent.click(accounts);
    await expect(navigate).toHaveBeenCalledWith(
      '/admin/companies/7/accounts?search=ringier',
      undefined,
    );
  },
};

/** The router of the story below: a tab's link moves the selection, as a route change does. */
function RoutedTabs({ locale, theme }: { locale: UiLocale; theme: ThemeName }) {
  const [selected, setSelected] = useState('websites');
  return (
    <UiProvider
      locale={locale}
      theme={theme}
      navigate={(href) => setSelected(href.split('/').pop() ?? 'websites')}
    >
      <LinkTabs
        aria-label="Company"
        tabs={companyTabs}
        selectedId={selected}
        hrefFor={(id) => `/admin/companies/7/${id}`}
      >
        <input aria-label="Note" />
      </LinkTabs>
    </UiProvider>
  );
}

/**
 * The route moves to another tab within the app (issue 36): the selected tab's aria-controls
 * names the panel (react-aria keeps a panel's first id; axe found aria-valid-attr-value on the
 * settings' digital-products tabs), and the panel's content stays mounted.
 */
export const FollowsTheRoute: Story = {
  render: (_args, { globals }) => (
    <RoutedTabs locale={globals.locale as UiLocale} theme={globals.theme as ThemeName} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'draft');
    const accounts = canvas.getByRole('tab', { name: 'Accounts' });
    await userEvent.click(accounts);
    await waitFor(() => expect(accounts).toHaveAttribute('aria-selected', 'true'));
    const panel = canvas.getByRole('tabpanel');
    await expect(accounts.getAttribute('aria-controls')).toBe(panel.id);
    await expect(panel).toHaveAttribute('aria-labelledby', accounts.id);
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('draft');
  },
};

const campaignTabs = [
  'All',
  'Drafts',
  'Offered',
  'Accepted',
  'Booked',
  'Running',
  'Paused',
  'Performance check',
  'Finished',
  'Invoiced',
  'Cancelled',
  'Declined',
  'Archived',
].map((label) => ({ id: label.toLowerCase().replace(/ /g, '-'), label }));

/**
 * Thirteen tabs in 480 px: those that do not fit go into a "More" menu of links, and the
 * selected tab (here the twelfth) always shows; the keyboard reaches the menu after the tabs.
 */
export const Overflowing: Story = {
  render: (_args, { globals }) => (
    <UiProvider
      locale={globals.locale as UiLocale}
      theme={globals.theme as ThemeName}
      navigate={navigate}
    >
      <div style={{ width: 480 }}>
        <LinkTabs
          aria-label="Campaigns"
          tabs={campaignTabs}
          selectedId="declined"
          hrefFor={(id) => `/orders/campaigns/${id}`}
        >
          <Text>Declined campaigns.</Text>
        </LinkTabs>
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const selected = canvas.getByRole('tab', { name: 'Declined' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('tablist');
    // Every shown tab lies inside the bar: none is cut or scrolled out of view.
    const bar = list.getBoundingClientRect();
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(bar.right + 0.5);
    }
    await expect(canvas.getAllByRole('tab').length).toBeLessThan(campaignTabs.length);
    await userEvent.tab();
    await expect(selected).toHaveFocus();
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: 'Mehr' });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    const archived = within(menu).getByRole('menuitem', { name: 'Archived' });
    await expect(archived).toHaveAttribute('href', '/orders/campaigns/archived');
    await userEvent.keyboard('{End}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/orders/campaigns/archived', undefined);
  },
};

const accountTabs = [
  'Overview',
  'Contacts',
  'Campaigns',
  'Activities',
  'Comments',
  'Discounts',
  'Conversion trackers',
].map((label) => ({ id: label.toLowerCase().replace(/ /g, '-'), label }));

function AccountRecordTabs() {
  const [selected, setSelected] = useState('overview');
  const tab = accountTabs.find((each) => each.id === selected);
  return (
    <div style={{ width: 374 }}>
      <SelectTabs
        aria-label="Account Velo Zürich"
        tabs={accountTabs}
        selectedId={selected}
        onSelectionChange={setSelected}
      >
        <Text>{`${tab?.label} of the account.`}</Text>
      </SelectTabs>
    </div>
  );
}

/**
 * Issue 33: a record's tabs in state on a phone (390 px) ran off the screen with no way to
 * reach the last ones. SelectTabs puts what does not fit into "More", like the list tabs; the
 * keyboard path: Tab to the selected tab, Tab to "More", Enter, choose, the tab shows.
 */
export const InStateOnAPhone: Story = {
  render: (_args, { globals }) => (
    <UiProvider locale={globals.locale as UiLocale} theme={globals.theme as ThemeName}>
      <AccountRecordTabs />
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    const bar = list.getBoundingClientRect();
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(bar.right + 0.5);
    }
    await expect(canvas.getAllByRole('tab').length).toBeLessThan(accountTabs.length);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: 'Mehr' });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Conversion trackers' })).toBeVisible();
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Conversion trackers' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Conversion trackers of the account.',
    );
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(bar.right + 0.5);
    }
  },
};

/** A label whose count arrives after the bar is laid out, rendered by the label alone. */
function LateCount({ label, count }: { label: string; count: number }) {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArrived(true), 100);
    return () => clearTimeout(timer);
  }, []);
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      {label}
      {arrived && <Badge tone="neutral">{count}</Badge>}
    </span>
  );
}

/**
 * Issue 33: the counts arrive after the tabs were measured (each label renders its own) and the
 * last tab's count was cut at the right edge. Every shown tab, count included, stays inside.
 */
export const CountsArriveLater: Story = {
  render: (_args, { globals }) => (
    <UiProvider
      locale={globals.locale as UiLocale}
      theme={globals.theme as ThemeName}
      navigate={navigate}
    >
      <div style={{ width: 560 }}>
        <LinkTabs
          aria-label="Campaigns"
          tabs={campaignTabs.slice(0, 5).map((tab, index) => ({
            ...tab,
            label: <LateCount label={String(tab.label)} count={12 + index * 20} />,
          }))}
          selectedId="all"
          hrefFor={(id) => `/orders/campaigns/${id}`}
        >
          <Text>All campaigns.</Text>
        </LinkTabs>
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('12');
    const list = canvas.getByRole('tablist');
    await waitFor(() => expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth));
    const bar = list.getBoundingClientRect();
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(bar.right + 0.5);
    }
    await expect(await canvas.findByRole('button', { name: 'Mehr' })).toBeVisible();
  },
};

/** With room for all of them, every tab shows and there is no menu. */
export const AllFit: Story = {
  render: (_args, { globals }) => (
    <UiProvider
      locale={globals.locale as UiLocale}
      theme={globals.theme as ThemeName}
      navigate={navigate}
    >
      <LinkTabs
        aria-label="Campaigns"
        tabs={campaignTabs.slice(0, 4)}
        selectedId="drafts"
        hrefFor={(id) => `/orders/campaigns/${id}`}
      >
        <Text>Drafts.</Text>
      </LinkTabs>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Mehr' })).toBeNull();
  },
};

/** Long labels do not wrap; the list scrolls sideways on a narrow screen. */
export const LongLabels: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Tabs>
        <TabList aria-label="Settings">
          <Tab id="digital">Digital products and placements</Tab>
          <Tab id="print">Print products</Tab>
        </TabList>
        <TabPanel id="digital">
          <Text>Digital.</Text>
        </TabPanel>
        <TabPanel id="print">
          <Text>Print.</Text>
        </TabPanel>
      </Tabs>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: renderActivityTabs };
