import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorBlock } from './ErrorBlock.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The generic error in place of a section that failed to load: a title, the message and a Retry button. A whole screen that cannot show is an **ErrorPage**; a field's error belongs to the field.

### Do / Don't
**Do**
- Pass the spec's message for the failure.
- Give \`onRetry\` when trying again can help; \`isRetrying\` while it runs.

**Don't**
- Show raw server errors or codes.
- Use it for validation messages.

### Keyboard
Tab reaches the Retry button; Enter or Space retries.

### Screen readers
Role alert: its title and message are announced when it appears.
`;

const meta = {
  title: 'Feedback/ErrorBlock',
  component: ErrorBlock,
  parameters: { docs: { description: { component: usage } } },
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 1 §2.13: "Generic error block: title 'Unknown error' … and a Retry button". */
export const DefaultEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const block = within(canvasElement).getByRole('alert');
    await expect(block).toHaveTextContent('Unknown error');
    await userEvent.click(within(block).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const DefaultGerman: Story = {
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('alert');
    await expect(block).toHaveTextContent('Unbekannter Fehler');
    await expect(within(block).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/**
 * "a Retry button that re-fetches and shows a pending state". Keyboard path: Tab to Retry,
 * Enter; the button is busy until the re-fetch settles.
 */
export const Retrying: Story = {
  args: {
    message: 'Service unavailable (503)',
    onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Erneut versuchen' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveAttribute('data-pending', 'true');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(retry).not.toHaveAttribute('data-pending'));
  },
};

/** The pending state can also come from outside, e.g. a query's isFetching. */
export const PendingFromOutside: Story = {
  args: { isRetrying: true, message: 'Service unavailable (503)' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Erneut versuchen/ }),
    ).toHaveAttribute('data-pending', 'true');
  },
};

export const LongMessage: Story = {
  args: {
    title: 'The campaigns could not be loaded',
    message:
      'GET /api/ws-order/campaigns?status=running&page=0&limit=100 answered 500 Internal Server Error: connection to the booking database timed out after 30000 ms.',
  },
};

/** Without onRetry there is nothing to retry and no button. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: LongMessage.args };
