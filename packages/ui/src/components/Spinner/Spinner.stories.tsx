import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A small busy mark inside a control or beside text while something runs. A list's first load is a **Loader**; a button's action is Button's \`isBusy\`.

### Do / Don't
**Do**
- Give a \`label\` when it is the only sign that something is loading.
- Leave it unlabelled when the text beside it says so.

**Don't**
- Show several spinners for one wait.
- Leave it spinning after an error.

### Keyboard
None: it takes no focus.

### Screen readers
With a \`label\` it is a \`status\` named by it and announced politely; without one it is hidden from screen readers.
`;

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is a status announced to screen readers. */
export const Labelled: Story = {
  args: { label: 'Loading activities' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading activities' }),
    ).toBeVisible();
  },
};

/** Without one it only decorates a control that is labelled itself. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
