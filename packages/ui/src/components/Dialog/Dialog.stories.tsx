import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogRoot,
  DialogTitle,
} from './Dialog.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A modal for a short task that keeps the user on the page: edit a label, pick a file. Asking yes/no before an action is a **ConfirmDialog**; a form in a dialog is the forms package's **FormDialog**.

### Do / Don't
**Do**
- Give it a DialogTitle; add a DialogDescription when there is more to say.
- Set \`isDismissable={false}\` while an action runs.

**Don't**
- Open a dialog from a dialog.
- Put a whole screen in it.

### Keyboard
The trigger (Enter/Space) opens it and focus moves inside; Tab and Shift+Tab stay inside; Escape closes it and focus returns to the trigger.

### Screen readers
Role dialog, \`aria-modal\`, named by its DialogTitle and described by its DialogDescription; the page behind is hidden from screen readers while it is open.
`;

const meta = {
  title: 'Overlays/Dialog',
  component: DialogContent,
  parameters: { docs: { description: { component: usage } } },
  args: { children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <DialogRoot>
      <Button variant="secondary">Edit label</Button>
      <DialogContent {...args}>
        <DialogTitle>Edit label</DialogTitle>
        <DialogDescription>The label is shown on every activity that carries it.</DialogDescription>
        <Text>Name: Key account</Text>
        <DialogFooter>
          <Button variant="secondary" slot="close">
            Cancel
          </Button>
          <Button slot="close">Save</Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  ),
} satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit label' }));
  return within(document.body).findByRole('dialog');
};

/** Named by its title, described by its description; the close button says "Schliessen". */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Edit label');
    await expect(dialog).toHaveAccessibleDescription(
      'The label is shown on every activity that carries it.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Schliessen' })).toBeVisible();
    // Modal for assistive tech (issue 38): said so, and the page behind it out of their reach.
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const trigger = within(canvasElement).getByRole('button', { hidden: true, name: 'Edit label' });
    await expect(trigger.closest('[aria-hidden="true"], [inert]')).not.toBeNull();
  },
};

/** Keyboard path: Enter opens, Tab stays inside, Escape closes and focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit label' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 4; step++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A Button with slot="close" closes it, as does the × button. */
export const CloseButtons: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** While an action runs it cannot be dismissed: Escape does nothing, × is disabled. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Schliessen' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Open.play };
