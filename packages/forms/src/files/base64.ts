/** How many files are read at once (spec 3 §5: at most 5 converted at a time). */
export const BASE64_CONCURRENCY = 5;

export interface Base64File {
  name: string;
  /** The file's bytes, base64 encoded (no data: prefix). */
  content: string;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: String.fromCharCode takes only so many arguments.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * Reads files as base64 for upload bodies (the mail template's attachmentFiles), at most five
 * at a time. A file that cannot be read is left out of `files` and named in `failed` for the
 * caller; the mail template drops it without a notice, as spec 3 §5 says ("Files that fail
 * conversion to base64 are silently dropped from the upload").
 */
export async function toBase64Files(
  files: readonly (Blob & { name: string })[],
  concurrency = BASE64_CONCURRENCY,
): Promise<{ files: Base64File[]; failed: string[] }> {
  const results: (Base64File | undefined)[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const file = files[index] as Blob & { name: string };
      try {
        results[index] = {
          name: file.name,
          content: bytesToBase64(new Uint8Array(await file.arrayBuffer())),
        };
      } catch {
        results[index] = undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return {
    files: results.filter((result): result is Base64File => result !== undefined),
    failed: files.filter((_, index) => results[index] === undefined).map((file) => file.name),
  };
}
