import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiProvider } from '../../provider/UiProvider.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { DownloadIcon, MailIcon } from '../Icon/Icon.tsx';
import { IconLink } from './IconLink.tsx';

const navigate = fn();

const meta = {
  title: 'Shell/IconLink',
  component: IconLink,
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
