import { Button } from '@adconsole/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { requiredText } from '../rules/text.ts';
import { RequiredTextField } from './RequiredTextField.tsx';

const schema = z.object({ title: requiredText() });
type Values = z.infer<typeof schema>;

function TitleForm({ onSave }: { onSave: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: '' },
    mode: 'onTouched',
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <RequiredTextField control={control} name="title" label="Title" />
      <Button type="submit">Save</Button>
    </form>
  );
}

const meta = {
  title: 'Forms/RequiredTextField',
  component: TitleForm,
  args: { onSave: fn() },
} satisfies Meta<typeof TitleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows the required message on the field and saves nothing. */
export const SubmitEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const field = canvas.getByRole('textbox', { name: 'Title' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Spaces alone do not count; leaving the field shows the message, typing text clears it. */
export const TouchedAndFixed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(field, '   ');
    await userEvent.tab();
    await expect(field).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
    await userEvent.clear(field);
    await userEvent.type(field, '  Winter sale ');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ title: 'Winter sale' }, expect.anything());
  },
};
