import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Card } from './Card.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A bordered surface that groups related content, e.g. a campaign's summary on a dashboard. A page's own frame is **PageLayout**; a group of form fields is the form's section.

### Do / Don't
**Do**
- Name it with \`aria-labelledby\` pointing at its heading.
- Compose its content with Stack, Heading and Text.

**Don't**
- Nest cards inside cards.
- Make a whole card clickable; put a Link in it.

### Keyboard
None of its own: Tab moves through the links and buttons inside it.

### Screen readers
A plain group; named by its heading through \`aria-labelledby\`, it is read with that name. Its content is read in order.
`;

const meta = {
  title: 'Layout/Card',
  component: Card,
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Card, Stack, Heading and Text together, as a screen composes them. */
export const Composed: Story = {
  render: () => (
    <Card aria-labelledby="card-title">
      <Stack space="medium" align="start">
        <Heading level={2} id="card-title">
          Winter campaign
        </Heading>
        <Text tone="muted">Digital · 12 positions · running since 01.11.2026</Text>
        <Text tone="critical" size="small">
          Two creatives are waiting for approval.
        </Text>
        <Stack direction="horizontal" space="small">
          <Button>Open</Button>
          <Button variant="secondary">Duplicate</Button>
        </Stack>
      </Stack>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Winter campaign' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Winter campaign');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Composed.render };
