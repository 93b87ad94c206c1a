import { Button, Stack } from '@adconsole/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod/mini';
import { requiredText } from '../rules/text.ts';
import { FormTextField } from './fields/text.ts';
import { useZodForm } from './useZodForm.ts';

const schema = z.object({ subject: requiredText() });

/**
 * A screen with a form and a way out, as an app wires it: its router's blocker (here a plain
 * button) asks `confirmLeave()` before it navigates.
 */
function MailTemplateScreen({ onNavigate }: { onNavigate: (to: string) => void }) {
  const { control, confirmLeave } = useZodForm({
    schema,
    defaultValues: { subject: '' },
    onSubmit: () => undefined,
  });
  const leave = async () => {
    if (await confirmLeave()) onNavigate('/sales/promotions');
  };
  return (
    <Stack space="medium">
      <FormTextField control={control} name="subject" label="Subject" />
      <Button variant="secondary" onPress={leave}>
        Back to promotions
      </Button>
    </Stack>
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
Every form a user can leave (navigation, Cancel, closing the tab) uses \`useDirtyGuard\`: while changes are unsaved it asks "unsaved changes" with Yes / No. FormShell and FormDialog use it already; wire \`confirmLeave\` to the router's blocker.

### Do / Don't
**Do**
- Wire \`confirmLeave\` to the app router's blocker.
- Reset the form after a save, so leaving no longer asks.

**Don't**
- Ask when nothing changed.
- Write a second leave question for one form.

### Keyboard
The question's dialog takes focus on open; Tab moves between Yes and No, Enter or Space answers, Escape answers No and the form stays.

### Screen readers
The question is a modal \`alertdialog\` named "Unsaved changes" (in the user's language) and described by its text, both read when it opens.
`;

const meta = {
  title: 'Forms/DirtyGuard',
  component: MailTemplateScreen,
  parameters: { docs: { description: { component: usage } } },
  args: { onNavigate: fn() },
} satisfies Meta<typeof MailTemplateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

/** A clean form lets the route change and the tab close without a question. */
export const CleanLeaves: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Back to promotions' }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('/sales/promotions');
    await expect(unload()).toBe(false);
  },
};

/**
 * Leaving the route with a dirty form asks 'unsaved changes' (No stays), and closing the tab
 * asks the browser's own question.
 */
export const DirtyAsks: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Spring offer');
    await waitFor(() => expect(unload()).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Back to promotions' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Unsaved changes' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to promotions' }));
    await userEvent.click(
      within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/sales/promotions'));
  },
};
