import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UiLocale } from '../../provider/locales.ts';
import { UiProvider } from '../../provider/UiProvider.tsx';
import type { ThemeName } from '../../theme/themes.css.ts';
import { Text } from '../Text/Text.tsx';
import { Link } from './Link.tsx';

/** Stands in for the app's router: UiProvider hands it to every ui link. */
const navigate = fn();

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
Going somewhere: another screen, a record, a download. An action on the current screen is a **Button**; an icon-only link is an **IconLink**.

### Do / Don't
**Do**
- Write link text that names the destination ("Campaign Winter 2026").
- Let UiProvider's router handle in-app hrefs.

**Don't**
- Write "click here".
- Use a link for an action such as Save.

### Keyboard
Tab focuses it; Enter follows it.

### Screen readers
Role link, named by its text; the current page's link is announced as current when marked with \`aria-current\`.
`;

const meta = {
  title: 'Primitives/Link',
  component: Link,
  parameters: { docs: { description: { component: usage } } },
  args: { children: 'Winter campaign', href: '/orders/campaigns/ALL/4711' },
  decorators: [
    (Story, { globals }) => (
      <UiProvider
        locale={globals.locale as UiLocale}
        theme={globals.theme as ThemeName}
        navigate={navigate}
      >
        <Story />
      </UiProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click navigates through the app's router, not by reloading the page. */
export const ClientSideNavigation: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Winter campaign' });
    await expect(link).toHaveAttribute('href', '/orders/campaigns/ALL/4711');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/orders/campaigns/ALL/4711', undefined);
  },
};

/** Keyboard path: Tab reaches the link (with a focus ring), Enter follows it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Winter campaign' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

export const InText: Story = {
  render: (args) => (
    <Text>
      Anna Muster commented on <Link {...args} /> for the account Ringier AG.
    </Text>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Winter campaign' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: InText.render };
