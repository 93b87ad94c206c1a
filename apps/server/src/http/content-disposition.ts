/**
 * Content-Disposition with the file name (spec 2 §7): an ASCII fallback and the UTF-8 name
 * (RFC 6266), so Zürich-Offerte.pdf arrives as it was uploaded.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
