import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MailIcon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { badgeTones } from './Badge.css.ts';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 3 },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The unread-comments badge beside the messages icon (spec 1 §1), named for screen readers. */
export const UnreadCount: Story = {
  args: { 'aria-label': '3 unread comments' },
  render: (args) => (
    <Inline space="xsmall">
      <MailIcon size="medium" />
      <Badge {...args} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '3 unread comments' });
    await expect(badge).toHaveTextContent('3');
  },
};

/** Counts above `max` show as "99+". */
export const Overflow: Story = {
  args: { children: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Inline>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Tones.render };
