import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { confirmTones } from './ConfirmDialog.css.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useConfirm } from './ConfirmHost.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
Asking before an action that cannot be undone or has a cost: delete, cancel a campaign, send. For a form or content in a modal use **Dialog**.

### Do / Don't
**Do**
- Say what will happen in the text; keep the default "Confirm" title only for plain cases.
- Use \`tone="critical"\` for destructive actions.
- Pass an async \`onConfirm\`: the button shows busy until it settles.

**Don't**
- Ask for confirmation of harmless actions.
- Close it yourself while the action runs.

### Keyboard
Enter on the trigger opens it with Confirm focused; Tab moves between Confirm and Cancel; Escape cancels and returns focus to the trigger. While the action runs, Escape does nothing.

### Screen readers
An \`alertdialog\`, modal, named by its title and described by its text, both read when it opens. A failed action's message is announced as an alert.
`;

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { docs: { description: { component: usage } } },
  args: {
    children: <Button variant="secondary">Archive task</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmTones },
    children: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, name = 'Archive task') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(document.body).findByRole('alertdialog');
};

/**
 * Spec 2: "Confirm dialog: default title 'Confirm', default text 'sure to proceed', Confirm and
 * Cancel buttons".
 */
export const DefaultsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Confirm');
    await expect(dialog).toHaveAccessibleDescription('sure to proceed');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const DefaultsGerman: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Bestätigen');
    await expect(dialog).toHaveAccessibleDescription('Wirklich fortfahren?');
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  },
};

/**
 * Keyboard path: Enter on the trigger opens it with Confirm focused; Escape cancels and
 * returns focus to the trigger.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Archive task' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Bestätigen' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Spec 2: "the Confirm button shows a busy state while the action runs". Meanwhile Cancel is
 * disabled and Escape does not close it.
 */
export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise(() => {})), title: 'Archive the task?' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Bestätigen' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('progressbar')).toHaveAccessibleName('Wird ausgeführt…');
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

const lockedOnce = fn(async () => {
  if (lockedOnce.mock.calls.length === 1) throw new Error('The task is locked by another user.');
});

/** When the action fails the dialog stays open and says why; a second try can succeed. */
export const ActionFails: Story = {
  args: { onConfirm: lockedOnce },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The task is locked by another user.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Spec 2: "An error style option exists": a critical Confirm button for destructive actions. */
export const ErrorStyle: Story = {
  args: {
    tone: 'critical',
    title: 'Delete the activity?',
    text: 'The activity "Call with Ringier AG about the winter campaign 2026 and the print formats" and its 3 attachments will be deleted.',
    confirmLabel: 'Delete',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { tone: 'critical' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

function ArchiveWithConfirm({ onArchive }: { onArchive: () => Promise<void> }) {
  const confirm = useConfirm();
  const [result, setResult] = useState('');
  return (
    <>
      <Button
        variant="secondary"
        onPress={async () => {
          const confirmed = await confirm({ text: 'Archive 3 tasks?', onConfirm: onArchive });
          setResult(confirmed ? 'Archived' : 'Kept');
        }}
      >
        Archive selected
      </Button>
      <Text role="status">{result}</Text>
    </>
  );
}

/**
 * The global confirmation dialog (spec 1 §1) through `useConfirm()`: the promise resolves
 * true once the action succeeded, false on Cancel.
 */
export const UseConfirm: Story = {
  render: (args) => <ArchiveWithConfirm onArchive={args.onConfirm as () => Promise<void>} />,
  args: { onConfirm: fn(async () => {}) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await open(canvasElement, 'Archive selected');
    await expect(dialog).toHaveAccessibleDescription('Archive 3 tasks?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Archived'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    dialog = await open(canvasElement, 'Archive selected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Kept'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
