import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MailIcon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { badgeTones } from './Badge.css.ts';
import { Badge } from './Badge.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A small solid pill for a count or a short tag, e.g. the unread-comments count beside an icon. A record's status is a **StatusBadge**.

### Do / Don't
**Do**
- Give an \`aria-label\` that says what the count means ("3 unread comments").
- Let \`max\` cap long counts (99+).

**Don't**
- Put a sentence in it.
- Rely on its colour alone to carry meaning.

### Keyboard
None: a badge takes no focus; put it inside the link or button it belongs to.

### Screen readers
With an \`aria-label\` it is an image named by that label (also its tooltip); without one its text is read as is, after the text around it.
`;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  parameters: { docs: { description: { component: usage } } },
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

/**
 * Issue 46: a count reads as every count does, grouped (1'250, 9'999+), not 1250 beside a
 * pager's 1'250.
 */
export const LongCount: Story = {
  args: { children: 1250, max: 9999 },
  render: (args) => (
    <Inline space="xsmall">
      <Badge {...args} />
      <Badge max={9999}>{12000}</Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1'250")).toBeVisible();
    await expect(within(canvasElement).getByText("9'999+")).toBeVisible();
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
