import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
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
