import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tooltip, tooltipPlacements } from './Tooltip.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A short hint on hover and keyboard focus, at most 300 px wide, e.g. an icon button's name or a cut text. Anything the user must read to do the job goes in the page, not a tooltip.

### Do / Don't
**Do**
- Wrap a focusable element.
- Keep the text to a few words.

**Don't**
- Put links or buttons in a tooltip.
- Repeat the visible label.

### Keyboard
Focus shows it at once; Escape hides it. Hover shows it after a short rest.

### Screen readers
Role tooltip; the trigger is described by it (\`aria-describedby\`) while it shows.
`;

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
  parameters: { layout: 'centered', docs: { description: { component: usage } } },
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
