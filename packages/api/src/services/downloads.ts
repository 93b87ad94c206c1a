/** A downloaded file: its content and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` when present, else
 * the plain `filename`.
 */
export function fileNameOf(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i.exec(
    contentDisposition,
  );
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || undefined;
}

/** A download's answer: the file, or undefined for 204 (spec 2 §7: "there is no file"). */
export async function readDownload(response: Response): Promise<DownloadedFile | undefined> {
  if (response.status === 204) return undefined;
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? 'download';
  return { blob: await response.blob(), fileName };
}
