import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Truncate } from './Truncate.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
Text cut to its container's width with an ellipsis, e.g. a long name in a table cell. Text that should wrap needs no Truncate.

### Do / Don't
**Do**
- Pass plain text as children.
- Use it where a cut is acceptable and the full text is in reach.

**Don't**
- Cut amounts or figures.
- Wrap interactive content.

### Keyboard
Only when cut does it take focus (Tab), and focus shows the full text in a tooltip.

### Screen readers
The whole text stays in the page, so screen readers read it in full; the tooltip describes the focused element.
`;

const meta = {
  title: 'Primitives/Truncate',
  component: Truncate,
  parameters: { docs: { description: { component: usage } } },
  args: {
    children: 'Ringier Medien Schweiz AG – Winterkampagne 2026 Print und Online, Deutschschweiz',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Truncate>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec 3: "Text truncation ellipsis of 3 dots". Cut text becomes focusable: keyboard path Tab
 * to it shows the full text in a tooltip.
 */
export const LongText: Story = {
  play: async ({ args, canvasElement }) => {
    const text = within(canvasElement).getByText(args.children);
    await expect(text).toHaveAttribute('data-truncated');
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    await userEvent.tab();
    await expect(text).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(args.children);
  },
};

/** Text that fits is plain text: not focusable, no tooltip. */
export const ShortText: Story = {
  args: { children: 'Ringier AG' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Ringier AG');
    await expect(text).not.toHaveAttribute('data-truncated');
    await expect(text).not.toHaveAttribute('tabindex');
    await userEvent.hover(text);
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
