// What is in a packed tarball and whether it is what a consumer needs (issue 45): used by
// pack.mjs and by the consumer app's end-to-end test.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The files of a `.tgz` by path below `package/`, with their contents. */
export const filesOfTarball = (tarball) => tarFiles(gunzipSync(readFileSync(tarball)));

/** The files of a tar archive by path (below `package/`), with their contents. */
export function tarFiles(tar) {
  const files = new Map();
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    const name = header.subarray(0, 100).toString().replace(/\0.*$/s, '');
    if (name === '') break;
    const prefix = header.subarray(345, 500).toString().replace(/\0.*$/s, '');
    const size = Number.parseInt(header.subarray(124, 136).toString().trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 48);
    const full = (prefix ? `${prefix}/${name}` : name).replace(/^package\//, '');
    if (type === '0') files.set(full, tar.subarray(offset + 512, offset + 512 + size));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/**
 * What a tarball must hold: its manifest's export targets and every relative import of its
 * modules (the CSS files above all), and nothing of the sources, tests or stories.
 */
export function checkTarball(name, files) {
  const found = [];
  const manifest = JSON.parse(files.get('package.json')?.toString() ?? '{}');
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
      if (typeof file !== 'string' || !file.startsWith('./dist/'))
        found.push(`${name}: export ${subpath} does not point at dist/ (${file})`);
      else if (!files.has(file.slice(2))) found.push(`${name}: export ${subpath}: ${file} missing`);
    }
  }
  for (const [file, content] of files) {
    if (/^src\/|\.test\.|\.stories\.|__visual__|\.mdx$/.test(file))
      found.push(`${name}: ${file} does not belong in the tarball`);
    if (!file.endsWith('.js')) continue;
    const code = content
      .toString()
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?['"](\.[^'"]+)['"]/g)) {
      const target = path.posix.join(path.posix.dirname(file), specifier);
      if (!files.has(target))
        found.push(`${name}: ${file} imports ${specifier}, not in the tarball`);
    }
  }
  return found;
}
