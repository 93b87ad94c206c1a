import { formMessage } from '../messages/format.ts';

/** A file already stored on the server. */
export interface SavedFile {
  id: string;
  name: string;
  size?: number;
}

/**
 * A form's attachments (spec 2 §4): files chosen but not yet uploaded, files already saved,
 * and saved files the person removed, which the caller deletes on the server when saving.
 */
export interface Attachments {
  pending: readonly File[];
  saved: readonly SavedFile[];
  removed: readonly SavedFile[];
}

export const noAttachments: Attachments = { pending: [], saved: [], removed: [] };

export interface AddFilesOptions {
  /** The largest file accepted, in bytes. */
  maxFileSize?: number | undefined;
}

/** Sizes as people read them: 512 B, 12.5 kB, 3 MB. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit += 1;
  }
  return `${Number(size.toFixed(1))} ${units[unit]}`;
}

/**
 * Adds chosen files. A name already pending or saved, or twice in the choice, is rejected
 * ('already has attachment with that name', spec 2 §5), so is a file over the size limit;
 * the rejections come back as form messages naming the file.
 */
export function addFiles(
  attachments: Attachments,
  files: Iterable<File>,
  { maxFileSize }: AddFilesOptions = {},
): { attachments: Attachments; rejections: string[] } {
  const names = new Set([
    ...attachments.pending.map((file) => file.name),
    ...attachments.saved.map((file) => file.name),
  ]);
  const accepted: File[] = [];
  const rejections: string[] = [];
  for (const file of files) {
    if (names.has(file.name)) {
      rejections.push(formMessage('forms.file.duplicate', { name: file.name }));
    } else if (maxFileSize !== undefined && file.size > maxFileSize) {
      const max = formatFileSize(maxFileSize);
      rejections.push(formMessage('forms.file.tooLarge', { name: file.name, max }));
    } else {
      names.add(file.name);
      accepted.push(file);
    }
  }
  return {
    attachments: { ...attachments, pending: [...attachments.pending, ...accepted] },
    rejections,
  };
}

/** Drops a file that was not uploaded yet. */
export function removePending(attachments: Attachments, file: File): Attachments {
  return { ...attachments, pending: attachments.pending.filter((pending) => pending !== file) };
}

/** Takes a saved file off the list and notes it for deletion on save. */
export function removeSaved(attachments: Attachments, file: SavedFile): Attachments {
  return {
    ...attachments,
    saved: attachments.saved.filter((saved) => saved.id !== file.id),
    removed: [...attachments.removed, file],
  };
}
