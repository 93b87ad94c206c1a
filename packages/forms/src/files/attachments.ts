// The style-free entry: the rules of this file run in node as well (no vanilla-extract).
import { formatFileSize } from '@adconsole/ui/format';
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
  /** The reader's language, in which the largest size is said. */
  locale?: string | undefined;
}

/** Sizes as people read them, in the reader's language: ui's one rule (512 B, 1.6 ko in fr). */
export { formatFileSize };

/**
 * Adds chosen files. A name already pending or saved, or twice in the choice, is rejected
 * ('already has attachment with that name', spec 2 §5), so is a file over the size limit;
 * the rejections come back as form messages naming the file.
 */
export function addFiles(
  attachments: Attachments,
  files: Iterable<File>,
  { maxFileSize, locale }: AddFilesOptions = {},
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
      const max = formatFileSize(maxFileSize, locale);
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
