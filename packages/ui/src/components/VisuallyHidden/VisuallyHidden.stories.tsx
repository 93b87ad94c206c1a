import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'unread comments' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear "3 unread comments"; the eye sees only the badge. */
export const BesideACount: Story = {
  render: (args) => (
    <button type="button">
      <Badge>3</Badge>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '3 unread comments' });
    const hidden = within(button).getByText('unread comments');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
