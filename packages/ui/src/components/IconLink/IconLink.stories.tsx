import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiProvider } from '../../provider/UiProvider.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { DownloadIcon, MailIcon } from '../Icon/Icon.tsx';
import { IconLink } from './IconLink.tsx';

const navigate = fn();

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
An icon-only link that goes somewhere, e.g. the mail icon in the header. An action on the current screen is an **IconButton**; a link in text is a **Link**.

### Do / Don't
**Do**
- Give a \`label\` naming the destination; it shows as a tooltip.
- Let UiProvider's router handle the href.

**Don't**
- Use it for an action that does not navigate.
- Put a Badge inside without a label saying the count.

### Keyboard
Tab focuses it and shows its tooltip; Enter follows it.

### Screen readers
Role link, named by its label; the icon itself is hidden.
`;

const meta = {
  title: 'Shell/IconLink',
  component: IconLink,
  parameters: { docs: { description: { component: usage } } },
  args: { label: 'Nachrichten', icon: <MailIcon />, href: '/orders/comments' },
  argTypes: { icon: { control: false }, badge: { control: false } },
} satisfies Meta<typeof IconLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label; navigates through the app's router (UiProvider's navigate). */
export const Default: Story = {
  render: (args) => (
    <UiProvider locale="de" navigate={navigate}>
      <IconLink {...args} />
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Nachrichten' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/orders/comments', undefined);
  },
};

/** A count in the corner; the label names what it counts. */
export const WithBadge: Story = {
  args: { label: 'Nachrichten, 12 ungelesene Kommentare', badge: <Badge>{12}</Badge> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(
      'Nachrichten, 12 ungelesene Kommentare',
    );
  },
};

/** Keyboard path: Tab focuses it with a ring and shows the tooltip at once. */
export const Keyboard: Story = {
  args: {
    label: 'Offer.pdf herunterladen',
    icon: <DownloadIcon />,
    download: 'Offer.pdf',
    size: 'small',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Offer.pdf herunterladen' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Offer.pdf herunterladen',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { badge: <Badge>{3}</Badge>, label: 'Nachrichten, 3 ungelesene Kommentare' },
};
