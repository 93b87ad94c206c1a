import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
Text for screen readers only: a unit beside a number, a hidden heading, context for an icon. Visible help is a field's description.

### Do / Don't
**Do**
- Use it to complete what the eye gets from layout.
- Keep it short.

**Don't**
- Hide focusable elements in it.
- Say something different from what is shown.

### Keyboard
None: it holds no focusable content.

### Screen readers
Its text is read in place, as if visible.
`;

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  parameters: { docs: { description: { component: usage } } },
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
