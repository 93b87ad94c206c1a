import { ApiError, deleteFile, type FileRef, uploadFile } from '@adconsole/api';
import type { Attachments, SavedFile } from '@adconsole/forms';
import type { TFunction } from 'i18next';
import { apiClient } from '../../app/api.ts';

/** The reasons the uploader gives for a refused file, each said in the interface language. */
const REFUSALS = ['FILE_INFECTED', 'FILE_TYPE_MISMATCH', 'FILE_EMPTY', 'FILE_TYPE_NOT_ALLOWED'];

/** A stored file as the attachments field lists it. */
const savedFileOf = (file: FileRef): SavedFile => ({ id: file.fileId, name: file.fileName });

/** The attachments field of an entry: its stored files (none for a new one), nothing else yet. */
export const attachmentsOf = (files: readonly FileRef[] = []): Attachments => ({
  pending: [],
  saved: files.map(savedFileOf),
  removed: [],
});

/**
 * Uploads the files chosen in a form, one after the other (spec 2 §4: new files are uploaded
 * when saving). A file the uploader refuses (a virus, content that does not match its type)
 * becomes a 422 on the form's `files` field, naming the file in the interface language.
 */
export async function uploadPending(
  attachments: Attachments,
  t: TFunction,
): Promise<{ fileId: string; fileName: string }[]> {
  const uploaded: { fileId: string; fileName: string }[] = [];
  for (const file of attachments.pending) {
    try {
      const info = await uploadFile(apiClient, file, file.name);
      uploaded.push({ fileId: info.fileId, fileName: info.fileName });
    } catch (error) {
      throw refusal(error, file.name, t);
    }
  }
  return uploaded;
}

function refusal(error: unknown, name: string, t: TFunction): unknown {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 415)) return error;
  const key = error.errorBody?.translationKey;
  const message =
    key && REFUSALS.includes(key)
      ? t(`activities.uploadRefused.${key}`, { name })
      : (error.errorBody?.message ?? error.message);
  return { status: 422, body: { fieldErrors: { files: message } } };
}

/** The saved files that stay, and those just uploaded: the entry's whole new set of files. */
export const filesToSend = (
  attachments: Attachments,
  uploaded: readonly { fileId: string; fileName: string }[],
) => [...attachments.saved.map((file) => ({ fileId: file.id, fileName: file.name })), ...uploaded];

/** Deletes the files removed in the form, once the entry no longer names them (spec 2 §4). */
export function deleteRemoved(attachments: Attachments): Promise<unknown> {
  return Promise.all(attachments.removed.map((file) => deleteFile(apiClient, { fileId: file.id })));
}
