import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type Attachments, noAttachments } from './attachments.ts';
import { FileUploadField } from './FileUploadField.tsx';

const savedOffer: Attachments = {
  ...noAttachments,
  saved: [
    { id: 'f1', name: 'offer.pdf', size: 245_000 },
    { id: 'f2', name: 'logo.png', size: 18_400 },
  ],
};

function AttachmentsDemo({
  initial = savedOffer,
  onChange,
  maxFileSize,
}: {
  initial?: Attachments;
  onChange: (value: Attachments) => void;
  maxFileSize?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FileUploadField
      label="Attachments"
      value={value}
      maxFileSize={maxFileSize}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
Attachments for a form: several files chosen at once, pending and saved files listed with a remove button each; a duplicate name or a file over the limit is refused with a message. One file is a **FilePicker**; files shown read-only are an **AttachmentList**.

### Do / Don't
**Do**
- Delete \`value.removed\` when the form is saved.
- Bind it with the form's field so errors show.

**Don't**
- Upload before the form is saved.
- Hide refused files without saying why.

### Keyboard
Tab reaches the choose button and each file's remove button; Enter or Space presses them.

### Screen readers
A group named by its label; pending and saved files are lists; refusals are announced as an alert that names the file.
`;

const meta = {
  title: 'Forms/FileUploadField',
  component: AttachmentsDemo,
  parameters: { docs: { description: { component: usage } } },
  args: { onChange: fn(), maxFileSize: 1_000_000 },
} satisfies Meta<typeof AttachmentsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const file = (name: string, size = 1_200) => new File(['x'.repeat(size)], name);

/** Saved files are listed with their sizes, each with a remove button. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = canvas.getByRole('list', { name: 'Angehängt' });
    await expect(within(saved).getAllByRole('listitem')).toHaveLength(2);
    await expect(saved).toHaveTextContent('245 kB');
    await expect(canvas.getByRole('button', { name: 'Dateien hochladen' })).toBeVisible();
  },
};

/** Several files chosen at once are listed as pending beside the saved ones. */
export const Pending: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [file('brief.docx'), file('plan.xlsx')]);
    const pending = within(canvasElement).getByRole('list', { name: 'To upload' });
    await expect(within(pending).getAllByRole('listitem')).toHaveLength(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pending: [expect.any(File), expect.any(File)] }),
    );
  },
};

/**
 * spec 2 §5: "Duplicate attachment file names (against both new and already existing
 * attachments) are rejected with an error 'already has attachment with that name', naming the file."
 */
export const DuplicateName: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [file('brief.docx')]);
    await userEvent.upload(fileInput(canvasElement), [file('offer.pdf'), file('brief.docx')]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('offer.pdf: already has attachment with that name');
    await expect(alert).toHaveTextContent('brief.docx: already has attachment with that name');
    await expect(
      within(canvas.getByRole('list', { name: 'To upload' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  },
};

/** The same refusal in German. */
export const DuplicateNameGerman: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [file('logo.png')]);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'logo.png: Es gibt bereits einen Anhang mit diesem Namen',
    );
  },
};

/** A file over the size limit is refused, naming the file and the limit. */
export const TooLarge: Story = {
  globals: { locale: 'en' },
  args: { maxFileSize: 1_000 },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [file('video.mp4', 5_000)]);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'video.mp4 is larger than 1 kB',
    );
  },
};

/** spec 2 §4: removed saved files are reported, so the caller deletes them when saving. */
export const RemoveSaved: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove offer.pdf' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      pending: [],
      saved: [{ id: 'f2', name: 'logo.png', size: 18_400 }],
      removed: [{ id: 'f1', name: 'offer.pdf', size: 245_000 }],
    });
    await expect(canvas.queryByText('offer.pdf')).toBeNull();
  },
};
