import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod/mini';
import { FormTextField } from '../form/fields/text.ts';
import { useZodForm } from '../form/useZodForm.ts';
import { requiredText } from '../rules/text.ts';
import { FormShell } from './FormShell.tsx';

const schema = z.object({ title: requiredText(), reference: z.string().check(z.maxLength(10)) });
type Values = z.input<typeof schema>;

interface CampaignFormProps {
  onSave: (values: Values) => unknown;
  onCancel: () => void;
  defaultValues?: Values;
  isCompact?: boolean;
  hasErrorToast?: boolean;
}

function CampaignForm({
  onSave,
  onCancel,
  defaultValues = { title: '', reference: '' },
  isCompact,
  hasErrorToast,
}: CampaignFormProps) {
  const controller = useZodForm({ schema, defaultValues, onSubmit: onSave, hasErrorToast });
  return (
    <FormShell
      controller={controller}
      title="Campaign"
      onCancel={onCancel}
      isCompact={isCompact}
      extendedOptions={
        <FormTextField
          control={controller.control}
          name="reference"
          label="Reference"
          maxLength={10}
        />
      }
    >
      <FormTextField control={controller.control} name="title" label="Title" isRequired />
    </FormShell>
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The frame of every record form on a page: heading, fields, extended options, the server's form errors, Cancel and Submit. A short form in a modal is a **FormDialog**.

### Do / Don't
**Do**
- Give it the title and let it place the errors.
- Put rare fields in the extended options.

**Don't**
- Build a form's buttons by hand.
- Validate only on the client.

### Keyboard
Enter in a field submits; on a failed submit focus moves to the topmost field in error; the extended-options button (Enter/Space) shows or hides them; Cancel on a dirty form asks first.

### Screen readers
A form named by its heading; the server's form errors are an alert; the extended-options button announces expanded or collapsed.
`;

const meta = {
  title: 'Forms/FormShell',
  component: CampaignForm,
  parameters: { docs: { description: { component: usage } } },
  args: { onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof CampaignForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const tooLong = { title: 'Spring', reference: 'REF-2026-0001' };
const serverRefusal = {
  status: 422,
  body: {
    message: 'Validation failed',
    fieldErrors: { title: 'Title already used' },
    formError: 'The campaign is archived',
    formErrors: ['The budget is exhausted'],
  },
};

/** The extended options start collapsed; their fields are not shown. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Erweiterte Optionen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: /Reference/ })).toBeNull();
  },
};

/** Keyboard: Tab to 'Extended options', Enter opens the block. */
export const Expanded: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Extended options' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: /Reference/ })).toBeVisible();
  },
};

/** A field in error inside the collapsed block opens it and gets the focus. */
export const ErrorInExtendedOptions: Story = {
  globals: { locale: 'en' },
  args: { defaultValues: tooLong },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const reference = await canvas.findByRole('textbox', { name: /Reference/ });
    await expect(reference).toHaveAccessibleDescription(
      expect.stringContaining('Must be at most 10 characters long'),
    );
    await waitFor(() => expect(reference).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** While saving, Save is busy and Cancel waits. */
export const Busy: Story = {
  args: {
    defaultValues: { title: 'Spring', reference: '' },
    onSave: fn(() => new Promise(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Wird ausgeführt…' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
  },
};

/**
 * spec 1 §5: "A 422 response may carry fieldErrors (map of strings), formError and formErrors;
 * these are shown on the form."
 */
export const ServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    defaultValues: { title: 'Spring', reference: '' },
    onSave: fn(() => Promise.reject(serverRefusal)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const title = canvas.getByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Title already used'));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The campaign is archived');
    await expect(alert).toHaveTextContent('The budget is exhausted');
    await waitFor(() => expect(title).toHaveFocus());
  },
};

/** spec 1 §5: errors "can also appear as a toast, debounced 200 ms": two quick submits, one toast. */
export const ErrorToast: Story = {
  globals: { locale: 'en' },
  args: { hasErrorToast: true },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await userEvent.click(save);
    const page = within(document.body);
    // The toast shows after its 200 ms debounce and, the first time, its code's import.
    const toastTitle = await page.findByText('Please check the form', {}, { timeout: 5000 });
    await expect(toastTitle).toBeVisible();
    await expect(page.getAllByText('Please check the form')).toHaveLength(1);
    await expect(toastTitle.closest('li')).toHaveTextContent('field is required');
  },
};

/** spec 2: "Cancelling or closing a dirty form asks 'unsaved changes', Yes / No." */
export const CancelDirtyForm: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Spring');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Unsaved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const again = await page.findByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(again).toHaveTextContent('You have unsaved changes. Leave without saving them?');
    await userEvent.click(within(again).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
  },
};

/** The same question in German; the dialog stays open for the visual reference. */
export const CancelDirtyFormGerman: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Frühling');
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Ungespeicherte Änderungen',
    });
    await expect(within(dialog).getByRole('button', { name: 'Ja' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Nein' })).toBeVisible();
  },
};

/** A clean form cancels without asking. */
export const CancelCleanForm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** Small screens: a Simple / Extended toggle replaces the collapsible block. */
export const Compact: Story = {
  args: { isCompact: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Erweiterte Optionen' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Einfach' })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Reference/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Erweitert' }));
    await expect(canvas.getByRole('textbox', { name: /Reference/ })).toBeVisible();
  },
};
