import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader } from './Loader.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A list or screen on its first load: a spinner in a 555 px placeholder so the page does not jump. A small busy mark inside a control is a **Spinner**; an empty result is an **EmptyState**.

### Do / Don't
**Do**
- Show it only until the first data arrives.
- Keep old rows visible on a reload instead of a Loader.

**Don't**
- Show it for a button's action (use Button's \`isBusy\`).
- Stack several loaders on one screen.

### Keyboard
None: it takes no focus.

### Screen readers
Its spinner is a \`status\` named "Loading…" (in the user's language, or its \`label\`), announced politely.
`;

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 1 §9: "List loader height 555 px"; the spinner is announced as loading. */
export const FirstLoad: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Wird geladen…' });
    await expect(status.parentElement?.getBoundingClientRect().height).toBe(555);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
