import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { PlusIcon } from '../Icon/Icon.tsx';
import { EmptyState } from './EmptyState.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
What an empty list or section shows instead of rows: a title, a message, and an action that fills it. A failed load is an **ErrorBlock**, not an empty state.

### Do / Don't
**Do**
- Say why it is empty (no results for these filters, or nothing yet).
- Offer the next step, e.g. a create button or Clear filters.

**Don't**
- Show it while data is still loading (use **Loader**).
- Use it for errors.

### Keyboard
None of its own; its action button is reached with Tab.

### Screen readers
Its title and text are read as plain content in the place of the list; there is no live announcement.
`;

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  parameters: { docs: { description: { component: usage } } },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2: "Empty list: 'There are no entries'". */
export const DefaultEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no entries')).toBeVisible();
  },
};

export const DefaultGerman: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Es gibt keine Einträge')).toBeVisible();
  },
};

export const DefaultFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Il n’y a aucune entrée')).toBeVisible();
  },
};

export const DefaultItalian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Non ci sono voci')).toBeVisible();
  },
};

/** With a next step. */
export const WithAction: Story = {
  args: {
    message: 'No tasks match the filters.',
    action: <Button icon={<PlusIcon />}>Create task</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tasks match the filters.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create task' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: WithAction.args };
