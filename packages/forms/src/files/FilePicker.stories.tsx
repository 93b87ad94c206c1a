import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilePicker } from './FilePicker.tsx';

function PickerDemo({ onChange }: { onChange: (file: File | undefined) => void }) {
  const [file, setFile] = useState<File>();
  return (
    <FilePicker
      label="Datei"
      accept="application/pdf,.pdf"
      file={file}
      onChange={(chosen) => {
        setFile(chosen);
        onChange(chosen);
      }}
    />
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
One file to choose, with our button in the interface's language and the chosen file's name and size beside it (the browser's own input speaks the browser's language). Several files with pending and saved lists are a **FileUploadField**.

### Do / Don't
**Do**
- Label the group with what the file is for.
- Check size and type before uploading.

**Don't**
- Show the browser's native file input.
- Use it for several files.

### Keyboard
Tab reaches the choose button; Enter or Space opens the system's file dialog.

### Screen readers
A group named by its label; the button is described by the chosen file's name, which is announced politely when it changes.
`;

const meta = {
  title: 'Forms/FilePicker',
  component: PickerDemo,
  parameters: { docs: { description: { component: usage } } },
  args: { onChange: fn() },
} satisfies Meta<typeof PickerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/**
 * Issue 33: the browser's own file input read "Choose File" / "No file chosen" in a German
 * console. The picker's button and its "nothing chosen" text are in the interface's language.
 */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Datei wählen' })).toBeVisible();
    await expect(canvas.getByText('Keine Datei gewählt')).toBeVisible();
    await expect(canvas.queryByText(/Choose File|No file chosen/)).toBeNull();
    await expect(fileInput(canvasElement)).not.toBeVisible();
  },
};

/** A chosen file shows its name and size; the button offers to choose another. */
export const Chosen: Story = {
  globals: { locale: 'fr' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      new File(['%PDF-1.4'.repeat(200)], 'Ausgabe.pdf', { type: 'application/pdf' }),
    ]);
    // Issue 33 (s6 point 8): the size in the reader's words (French read "1.6 kB"), the number
    // in the Swiss format of every figure.
    await expect(canvas.getByText(/Ausgabe\.pdf \(1\.6\sko\)/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choisir un autre fichier' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(expect.any(File));
  },
};
