import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { statusTones } from './StatusBadge.css.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A record's status in one of the spec's status colours, e.g. BOOKED in positive, in a list cell or a record header. A count is a **Badge**.

### Do / Don't
**Do**
- Show the status's translated name (\`statuses.*\`), never its code.
- Use the tone the spec gives the status.

**Don't**
- Make it clickable.
- Invent tones for new meanings.

### Keyboard
None: it takes no focus.

### Screen readers
Its text is read as is; the coloured dot is hidden, so the meaning is in the text, not the colour.
`;

const meta = {
  title: 'Primitives/StatusBadge',
  component: StatusBadge,
  parameters: { docs: { description: { component: usage } } },
  args: { children: 'Booked', tone: 'positive' },
  argTypes: { tone: { control: 'inline-radio', options: statusTones } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec 3: "Status colours in lists: BOOKED, PERFORMANCE, PREPAYMENT positive; OFFERED, DRAFT
 * link colour; PENDING_APPROVAL, ALTERNATE_QUOTE, ARCHIVED warning; OFFER_DENIED critical."
 */
export const CampaignStatuses: Story = {
  render: () => (
    <Inline>
      <StatusBadge tone="positive">Booked</StatusBadge>
      <StatusBadge tone="link">Offered</StatusBadge>
      <StatusBadge tone="warning">Pending approval</StatusBadge>
      <StatusBadge tone="critical">Offer denied</StatusBadge>
      <StatusBadge tone="neutral">Cancelled</StatusBadge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The status is written out; the colour only repeats it.
    for (const [text, tone] of [
      ['Booked', 'positive'],
      ['Offered', 'link'],
      ['Pending approval', 'warning'],
      ['Offer denied', 'critical'],
    ] as const) {
      await expect(canvas.getByText(text).closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        tone,
      );
    }
  },
};

/** A long status wraps inside a narrow cell, whole (a task's activity at 390 px). */
export const LongText: Story = {
  render: () => (
    <div style={{ width: 160 }}>
      <StatusBadge tone="warning">Waiting for the alternate quote of the publisher</StatusBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector<HTMLElement>('[data-tone]');
    await expect(badge?.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    const label = badge?.lastElementChild as HTMLElement;
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    await expect(label).toHaveTextContent('Waiting for the alternate quote of the publisher');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: CampaignStatuses.render };
