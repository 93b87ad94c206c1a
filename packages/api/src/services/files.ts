import type { ApiClient, RequestOptions } from '../client.ts';
import { activityEndpoints } from '../contracts/activity-endpoints.ts';
import { fillPath } from '../contracts/endpoint.ts';
import { type FileInfo, UPLOAD_FIELD } from '../contracts/files.ts';
import { requireParams } from '../params.ts';
import { type DownloadedFile, readDownload } from './downloads.ts';

/**
 * Upload one file (spec 2 §7: POST uploads, multipart, field file). Answers the stored
 * file with its id; a refused file (type, size, scan) fails with the server's message.
 */
export function uploadFile(
  client: ApiClient,
  file: Blob,
  fileName?: string,
  options?: RequestOptions,
): Promise<FileInfo> {
  requireParams({ file }, 'file');
  const name = fileName ?? (file instanceof File ? file.name : undefined);
  requireParams({ fileName: name }, 'fileName');
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, name);
  const { path, response } = activityEndpoints.uploadFile;
  return client.postForm(path, response, form, options);
}

/** Download a file; undefined when there is no file (204: the console says 'no file'). */
export async function downloadFile(
  client: ApiClient,
  params: { fileId: string },
  options?: RequestOptions,
): Promise<DownloadedFile | undefined> {
  requireParams(params, 'fileId');
  const path = fillPath(activityEndpoints.downloadFile.path, params);
  return readDownload(await client.getResponse(path, options));
}

/** A file's name, type, size, upload status and scan status. */
export function getFileInfo(
  client: ApiClient,
  params: { fileId: string },
  options?: RequestOptions,
): Promise<FileInfo> {
  requireParams(params, 'fileId');
  const { path, response } = activityEndpoints.fileInfo;
  return client.get(fillPath(path, params), response, options);
}

/** Delete a file (spec 2 §4: files removed from a form are deleted on save). */
export function deleteFile(
  client: ApiClient,
  params: { fileId: string },
  options?: RequestOptions,
): Promise<void> {
  requireParams(params, 'fileId');
  return client.delete(fillPath(activityEndpoints.deleteFile.path, params), options);
}
