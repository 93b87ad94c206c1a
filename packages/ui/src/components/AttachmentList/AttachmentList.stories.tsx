import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type Attachment, AttachmentList } from './AttachmentList.tsx';

/** Files of an activity, as the activity list shows them (stories are the test fixtures). */
const files: readonly Attachment[] = [
  {
    id: 'f1',
    name: 'Offer_Winter_2026.pdf',
    uploadStatus: 'UPLOADED',
    scanStatus: 'SCAN_SUCCESSFUL',
  },
  { id: 'f2', name: 'Print_format_A4.pdf', uploadStatus: 'UPLOADED', scanStatus: 'NOT_SCANNED' },
  { id: 'f3', name: 'Banner_300x250.png', uploadStatus: 'LINK_CREATED' },
  { id: 'f4', name: 'Banner_728x90.png', uploadStatus: 'UPLOADED', scanStatus: 'SCAN_FAILED' },
  { id: 'f5', name: 'Media_plan_final.xlsx', uploadStatus: 'LINK_EXPIRED' },
  { id: 'f6', name: 'Contract_signed.pdf', uploadStatus: 'NOT_UPLOADED' },
];

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The files of an activity or comment: the first three, the rest behind Show more, each with its upload and scan status and a download button. For any other short list with Show more, use **ShowMore**.

### Do / Don't
**Do**
- Pass every file; the list decides what shows.
- Give \`onDownload\`; the list disables it for a file not uploaded or failed in the virus scan.

**Don't**
- Filter out failed uploads: the user must see their status.
- Use it for a long table of documents (use **DataTable**).

### Keyboard
Tab moves through the download buttons and the Show more / Show less button; Enter or Space presses them.

### Screen readers
A list named "Attachments" (or its \`aria-label\`), each file a list item; the status is read as text and the download button is named "Download <file name>". Show more announces its expanded state.
`;

const meta = {
  title: 'Timeline/AttachmentList',
  component: AttachmentList,
  parameters: { docs: { description: { component: usage } } },
  args: { files, onDownload: fn() },
  argTypes: { files: { control: false } },
} satisfies Meta<typeof AttachmentList>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-icon="paperclip"] + span')?.textContent);

/**
 * Spec 2 §2: "Only the first 3 attachments are shown; the rest sit behind Show more / Show
 * less. Each attachment has a download button."
 */
export const FirstThreeEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Attachments' });
    await expect(names(list)).toEqual([
      'Offer_Winter_2026.pdf',
      'Print_format_A4.pdf',
      'Banner_300x250.png',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Download Offer_Winter_2026.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(files[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/**
 * Every upload status (NOT_UPLOADED, LINK_CREATED, LINK_EXPIRED, UPLOADED) and scan status
 * (NOT_SCANNED, SCAN_FAILED, SCAN_SUCCESSFUL) of spec 2 §3 shows as a badge. Files not
 * uploaded, or that failed the scan, cannot be downloaded.
 */
export const StatusesEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    const item = (name: string) =>
      canvas.getAllByRole('listitem').find((row) => row.textContent?.includes(name)) as HTMLElement;
    await expect(item('Offer_Winter_2026.pdf')).toHaveTextContent('UploadedScan successful');
    await expect(item('Print_format_A4.pdf')).toHaveTextContent('Not scanned');
    await expect(item('Banner_300x250.png')).toHaveTextContent('Upload pending');
    await expect(item('Banner_728x90.png')).toHaveTextContent('Scan failed');
    await expect(item('Media_plan_final.xlsx')).toHaveTextContent('Upload link expired');
    await expect(item('Contract_signed.pdf')).toHaveTextContent('Not uploaded');
    const download = (name: string) => canvas.getByRole('button', { name: `Download ${name}` });
    await expect(download('Print_format_A4.pdf')).toBeEnabled();
    await expect(download('Banner_728x90.png')).toBeDisabled();
    await expect(download('Banner_300x250.png')).toBeDisabled();
    await expect(download('Contract_signed.pdf')).toBeDisabled();
  },
};

/** With an href the download is a link the browser saves under the file's name. */
export const DownloadLinks: Story = {
  args: {
    files: files
      .slice(0, 2)
      .map((file) => ({ ...file, href: `/api/ws-uploads/downloads/${file.id}` })),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Offer_Winter_2026.pdf herunterladen',
    });
    await expect(link).toHaveAttribute('href', '/api/ws-uploads/downloads/f1');
    await expect(link).toHaveAttribute('download', 'Offer_Winter_2026.pdf');
    await expect(within(canvasElement).queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
  },
};

/** Keyboard path: Tab through the three download buttons to Mehr anzeigen; Enter downloads. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Offer_Winter_2026.pdf herunterladen' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(files[0]);
    await userEvent.tab();
    await userEvent.tab();
    // The third file is not uploaded yet: its disabled button is skipped.
    await expect(canvas.getByRole('button', { name: 'Mehr anzeigen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
