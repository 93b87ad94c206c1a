import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is a status announced to screen readers. */
export const Labelled: Story = {
  args: { label: 'Loading activities' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading activities' }),
    ).toBeVisible();
  },
};

/** Without one it only decorates a control that is labelled itself. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
