import { describe, expect, it } from 'vitest';
import { BASE64_CONCURRENCY, toBase64Files } from './base64.ts';

// spec 3 §5: "Files that fail conversion to base64 are silently dropped from the upload; at
// most 5 are converted at once."
describe('toBase64Files', () => {
  it('converts files to base64', async () => {
    const result = await toBase64Files([new File(['Hallo'], 'hallo.txt')]);
    expect(result).toEqual({ files: [{ name: 'hallo.txt', content: 'SGFsbG8=' }], failed: [] });
  });

  it('drops a file that fails to convert and names it', async () => {
    const broken = Object.assign(new Blob(['x']), {
      name: 'broken.pdf',
      arrayBuffer: () => Promise.reject(new Error('unreadable')),
    });
    const result = await toBase64Files([
      new File(['a'], 'a.txt'),
      broken,
      new File(['b'], 'b.txt'),
    ]);
    expect(result.files.map((file) => file.name)).toEqual(['a.txt', 'b.txt']);
    expect(result.failed).toEqual(['broken.pdf']);
  });

  it('reads at most 5 at a time', async () => {
    let reading = 0;
    let most = 0;
    const slow = (name: string) =>
      Object.assign(new Blob(['x']), {
        name,
        arrayBuffer: async () => {
          reading += 1;
          most = Math.max(most, reading);
          await new Promise((resolve) => setTimeout(resolve, 5));
          reading -= 1;
          return new Uint8Array([120]).buffer;
        },
      });
    const files = Array.from({ length: 12 }, (_, index) => slow(`f${index}.txt`));
    const result = await toBase64Files(files);
    expect(result.files).toHaveLength(12);
    expect(BASE64_CONCURRENCY).toBe(5);
    expect(most).toBe(5);
  });
});
