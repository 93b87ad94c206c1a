import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader } from './Loader.tsx';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 1 §9: "List loader height 555 px"; the spinner is announced as loading. */
export const FirstLoad: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Wird geladen…' });
    await expect(status.parentElement?.getBoundingClientRect().height).toBe(555);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
