import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UiLocale } from '../../provider/locales.ts';
import { UiProvider } from '../../provider/UiProvider.tsx';
import type { ThemeName } from '../../theme/themes.css.ts';
import { Button } from '../Button/Button.tsx';
import { PlusIcon } from '../Icon/Icon.tsx';
import { StatusTabs } from '../StatusTabs/StatusTabs.tsx';
import { Text } from '../Text/Text.tsx';
import { PageLayout } from './PageLayout.tsx';

/** Stands in for the app's router. */
const navigate = fn();

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The frame of a screen inside the AppShell: breadcrumbs, title and actions, then tabs and content. A grouped part of a screen is a **Card**.

### Do / Don't
**Do**
- Give every screen one PageLayout with its title from \`routes.*\`.
- Put the screen's main actions in \`actions\`.

**Don't**
- Put a second h1 inside the content.
- Build breadcrumbs by hand.

### Keyboard
Tab goes through the breadcrumb links, the actions, the tabs and the content, in that order.

### Screen readers
The title is the page's h1; the breadcrumbs are a navigation landmark named "Breadcrumbs" whose last entry is \`aria-current="page"\`.
`;

const meta = {
  title: 'Data/PageLayout',
  component: PageLayout,
  parameters: { docs: { description: { component: usage } } },
  args: {
    title: 'Orders',
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Sales', href: '/sales' },
      { label: 'Orders' },
    ],
    actions: <Button icon={<PlusIcon />}>Create order</Button>,
  },
  render: (args, { globals }) => (
    <UiProvider
      locale={globals.locale as UiLocale}
      theme={globals.theme as ThemeName}
      navigate={navigate}
    >
      <PageLayout {...args} />
    </UiProvider>
  ),
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A list screen: breadcrumbs (a named nav, the last crumb the current page), the title with
 * its action, status tabs holding the list.
 */
export const WithTabs: Story = {
  args: {
    tabs: (
      <StatusTabs
        aria-label="Order status"
        tabs={[
          { id: 'offer', label: 'Offer', count: 12 },
          { id: 'booked', label: 'Booked', count: 40 },
        ]}
        selectedId="offer"
        pathFor={(id) => `/orders/${id}`}
      >
        <Text>12 offers.</Text>
      </StatusTabs>
    ),
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const trail = canvas.getByRole('navigation', { name: 'Navigationspfad' });
    await expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Sales', 'Orders']);
    await expect(within(trail).getByText('Orders')).toHaveAttribute('aria-current', 'page');
    await expect(within(trail).queryByRole('link', { name: 'Orders' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create order' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 offers.');
    await userEvent.click(within(trail).getByRole('link', { name: 'Sales' }));
    await expect(navigate).toHaveBeenCalledWith('/sales', undefined);
  },
};

/** Keyboard path: Tab goes through the crumbs, then the page's action. */
export const Keyboard: Story = {
  args: { children: <Text>Content</Text> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sales' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create order' })).toHaveFocus();
  },
};

/** A page with just a title and content; the trail's name in English. */
export const Plain: Story = {
  globals: { locale: 'en' },
  args: {
    breadcrumbs: [{ label: 'Settings', href: '/settings' }, { label: 'Labels' }],
    actions: undefined,
    title: 'Labels',
    children: <Text>No labels yet.</Text>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(canvas.getByText('No labels yet.')).toBeVisible();
  },
};
