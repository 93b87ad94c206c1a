import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tooltip, tooltipPlacements } from './Tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Sends the offer to the contact',
    children: <Button variant="secondary">Send offer</Button>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: tooltipPlacements },
    children: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: focusing the trigger shows the tooltip at once; Escape hides it. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send offer' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Sends the offer to the contact');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

/** Hovering shows it after a short rest of the pointer. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    // A pointer press first: after the keyboard stories, hover counts only once a pointer is used.
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Send offer' }));
    await expect(await within(document.body).findByRole('tooltip')).toBeVisible();
  },
};

/** Spec 1 §9: tooltip max width 300 px; longer text wraps. */
export const LongText: Story = {
  args: {
    isOpen: true,
    content:
      'Anna Muster on 21.11.2026 14:05: the customer asked for a second proposal with a smaller print format and a longer online run before deciding.',
  },
  play: async () => {
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(getComputedStyle(tooltip).maxWidth).toBe('300px');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(300);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { isOpen: true } };
