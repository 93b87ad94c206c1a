import {
  type DownloadedFile,
  fillPath,
  type LabelDownload,
  labelDownloadSchema,
  type PublicationFile,
  printOperationsEndpoints,
  readDownload,
  TOKEN_STORAGE_KEY,
} from '@adconsole/api';
import { encodeSelectedCompany, SELECTED_COMPANY_HEADER } from '@adconsole/api/envelope';
import { apiClient } from '../../app/api.ts';
import { selectedCompanyStore } from '../../app/storage.ts';

const calls = printOperationsEndpoints;

/** A position's proof as a file, or undefined when it has none (204: 'no file'). */
export async function proofFile(positionId: number): Promise<DownloadedFile | undefined> {
  return readDownload(await apiClient.getResponse(fillPath(calls.proofFile.path, { positionId })));
}

/** An uploaded printed issue, or undefined (204). */
export async function publicationFile(publicationId: number): Promise<DownloadedFile | undefined> {
  return readDownload(
    await apiClient.getResponse(fillPath(calls.publicationFile.path, { publicationId })),
  );
}

/** The labels of positions as text (the preview). */
export function previewLabels(ids: number[]): Promise<string> {
  return apiClient
    .send('POST', calls.labelGenerate.path, {
      json: { ids },
      searchParams: { onlyPreview: 'true' },
    })
    .then((response) => response.text());
}

/** Makes the labels as a Word document and answers its reference. */
export function wordLabels(ids: number[]): Promise<string> {
  return apiClient
    .send('POST', calls.labelGenerate.path, { json: { ids }, searchParams: { isMsWord: 'true' } })
    .then((response) => response.text());
}

/** Labels made earlier, by reference; undefined when there is no file (204). */
export async function labelFile(reference: string): Promise<DownloadedFile | undefined> {
  const response = await apiClient.getResponse(fillPath(calls.labelDownload.path, { reference }));
  if (response.status === 204) return undefined;
  const file: LabelDownload = labelDownloadSchema.parse(await response.json());
  const bytes = Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0));
  return { blob: new Blob([bytes], { type: file.contentType }), fileName: file.fileName };
}

/** Starts sending every due proof of a language (an empty answer). */
export async function sendAllProofs(language: string): Promise<void> {
  await apiClient.send('PUT', calls.sendAllProofs.path, { searchParams: { language } });
}

/**
 * Uploads the printed issue with its progress (fetch reports none for uploads, so this is an
 * XMLHttpRequest with the same envelope as the API client): 0–100 to `onProgress`.
 */
export function uploadPublication(
  file: File,
  adMediumId: number,
  publicationDate: string,
  onProgress: (percent: number) => void,
): Promise<PublicationFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ adMediumId: String(adMediumId), publicationDate });
    request.open('POST', `/api/${calls.publicationFileUpload.path}?${query}`);
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    const company = selectedCompanyStore.get();
    if (company) {
      request.setRequestHeader(
        SELECTED_COMPANY_HEADER,
        encodeSelectedCompany({
          id: company.id,
          companyUUID: company.companyUUID,
          companyRole: company.companyRole,
        }),
      );
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(body as PublicationFile);
      } else {
        const message =
          (body as { message?: string; fieldErrors?: Record<string, string> })?.fieldErrors?.file ??
          (body as { message?: string })?.message ??
          request.statusText;
        reject(Object.assign(new Error(message), { status: request.status, body }));
      }
    };
    request.onerror = () => reject(new Error(request.statusText || 'Network error'));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
