import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod/mini';
import { FormTextArea, FormTextField } from '../form/fields/text.ts';
import { useZodForm } from '../form/useZodForm.ts';
import { optionalText, requiredText } from '../rules/text.ts';
import { FormDialog } from './FormDialog.tsx';

const schema = z.object({ name: requiredText(), description: optionalText() });
type Values = z.input<typeof schema>;

interface LabelDialogProps {
  onSave: (values: Values) => unknown;
  onClose: () => void;
  submitLabel?: string;
}

function LabelDialog({ onSave, onClose, submitLabel }: LabelDialogProps) {
  const controller = useZodForm({
    schema,
    defaultValues: { name: '', description: '' },
    onSubmit: onSave,
    onError: () => {},
  });
  return (
    <FormDialog
      controller={controller}
      title="Label"
      onClose={onClose}
      {...(submitLabel ? { submitLabel } : {})}
    >
      <FormTextField control={controller.control} name="name" label="Name" isRequired autoFocus />
      <FormTextArea control={controller.control} name="description" label="Description" rows={3} />
    </FormDialog>
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A short form in a modal (a label, a note): title, fields, the server's form errors, Cancel and Submit. A full record's form is a **FormShell** on its page; a question is a **ConfirmDialog**.

### Do / Don't
**Do**
- Keep it to a few fields.
- Let the server's 422 land on the fields.

**Don't**
- Put a long form in a dialog.
- Close it while it saves.

### Keyboard
Focus moves into the dialog; Tab stays inside; Enter in a field submits; Escape (like Cancel) closes, asking first when the form is dirty; nothing closes it while it saves.

### Screen readers
A modal dialog named by its title; form errors are announced as an alert; Submit shows busy while saving.
`;

const meta = {
  title: 'Forms/FormDialog',
  component: LabelDialog,
  parameters: { docs: { description: { component: usage } } },
  args: { onSave: fn(), onClose: fn() },
} satisfies Meta<typeof LabelDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Label' });

/** Open, the first field focused, Cancel and Save (German by default). */
export const Open: Story = {
  play: async () => {
    const open = within(await dialog());
    await waitFor(() => expect(open.getByRole('textbox', { name: /Name/ })).toHaveFocus());
    await expect(open.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(open.getByRole('button', { name: 'Speichern' })).toBeVisible();
  },
};

/** A 422's field error lands on the field, its form errors above the buttons. */
export const RefusedByServer: Story = {
  globals: { locale: 'en' },
  args: {
    submitLabel: 'Create label',
    onSave: fn(() =>
      Promise.reject({
        status: 422,
        body: {
          message: 'Validation failed',
          fieldErrors: { name: 'A label with this name exists' },
          formErrors: ['Labels of this type are read-only'],
        },
      }),
    ),
  },
  play: async () => {
    const open = within(await dialog());
    await userEvent.type(open.getByRole('textbox', { name: /Name/ }), 'Upselling');
    await userEvent.click(open.getByRole('button', { name: 'Create label' }));
    const name = open.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('A label with this name exists'));
    await expect(open.getByRole('alert')).toHaveTextContent('Labels of this type are read-only');
  },
};

/**
 * Keyboard path: type, Escape asks 'unsaved changes'; No keeps the dialog, and Escape then Yes
 * closes it.
 */
export const EscapeOnDirtyForm: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const page = within(document.body);
    const open = within(await dialog());
    await userEvent.type(open.getByRole('textbox', { name: /Name/ }), 'Upselling');
    await userEvent.keyboard('{Escape}');
    const question = await page.findByRole('alertdialog', { name: 'Unsaved changes' });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    const again = await page.findByRole('alertdialog', { name: 'Unsaved changes' });
    await userEvent.click(within(again).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** A clean dialog closes on Cancel without asking. */
export const CancelClean: Story = {
  play: async ({ args }) => {
    const open = within(await dialog());
    await userEvent.click(open.getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
