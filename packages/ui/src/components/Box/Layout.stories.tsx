import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Column, Columns } from '../Columns/Columns.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { Text } from '../Text/Text.tsx';
import { Box } from './Box.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The layout atoms as props (padding, background, radius, display, flex), responsive per breakpoint. Reach for **Stack**, **Inline**, **Columns** or **Container** first; Box is for the rare layout they do not express.

### Do / Don't
**Do**
- Use the theme's space and colour names, responsive where needed.
- Set \`as\` to the element the content is (section, ul).

**Don't**
- Write a CSS file for spacing Box already gives.
- Use it where a Card or Stack says the intent better.

### Keyboard
None of its own: a Box is a plain element and takes no focus unless its content does.

### Screen readers
Nothing is announced for it: it renders a plain element (a \`div\` unless \`as\` says otherwise); choose \`as\` so the landmark or list semantics are right.
`;

const meta = {
  title: 'Layout/Box',
  component: Box,
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Box takes the layout atoms as props, responsive ones per breakpoint (spec 1 §9). */
export const ResponsivePadding: Story = {
  render: () => (
    <Box background="surface" borderRadius="large" padding={{ xs: 'small', lg: 'xlarge' }}>
      <Text>Padding: small below 992 px, xlarge from there.</Text>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    // The stories run in a 1024 px wide viewport: the lg padding applies.
    const box = within(canvasElement).getByText(/Padding/).parentElement as HTMLElement;
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
  },
};

export const StackAndInline: Story = {
  render: () => (
    <Stack space="large">
      <Text>A vertical stack with large space.</Text>
      <Inline space="small">
        <StatusBadge tone="positive">Booked</StatusBadge>
        <StatusBadge tone="warning">Pending approval</StatusBadge>
        <Button size="small">Open</Button>
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const booked = canvas.getByText('Booked').getBoundingClientRect();
    const pending = canvas.getByText('Pending approval').getBoundingClientRect();
    await expect(pending.left).toBeGreaterThan(booked.right);
  },
};

const twoColumns = (collapseBelow: 'md' | 'xxl') => (
  <Columns space="large" collapseBelow={collapseBelow}>
    <Column width="2/3">
      <Card aria-label="Campaign">
        <Text>Campaign details</Text>
      </Card>
    </Column>
    <Column>
      <Card aria-label="Activity">
        <Text>Activity</Text>
      </Card>
    </Column>
  </Columns>
);

/** Side by side from md (768 px) upwards, as in the 1024 px test viewport. */
export const ColumnsSideBySide: Story = {
  render: () => twoColumns('md'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('region', { name: 'Campaign' }).getBoundingClientRect();
    const activity = canvas.getByRole('region', { name: 'Activity' }).getBoundingClientRect();
    await expect(activity.top).toBe(details.top);
    await expect(details.width).toBeGreaterThan(activity.width * 1.5);
  },
};

/** Below the collapse breakpoint (here xxl, 1400 px) the columns stack at full width. */
export const ColumnsCollapsed: Story = {
  render: () => twoColumns('xxl'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('region', { name: 'Campaign' }).getBoundingClientRect();
    const activity = canvas.getByRole('region', { name: 'Activity' }).getBoundingClientRect();
    await expect(activity.top).toBeGreaterThan(details.bottom);
    await expect(activity.width).toBe(details.width);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: ColumnsSideBySide.render };
