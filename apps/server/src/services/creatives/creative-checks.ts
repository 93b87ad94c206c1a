import {
  CREATIVE_FILE_MAX_BYTES,
  type CreativeWarning,
  type FileCreativeFormat,
  HTML5_MAX_FILES,
  type ServerMessage,
  SIZE_IN_NAME,
  type SizeSource,
  serverMessage,
  weightOf,
} from '@adconsole/api/contracts';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { Parser } from 'htmlparser2';
import { imageSize } from 'image-size';
import { walkArchive } from '../../files/malware.ts';

// The checks of a digital creative's file (DOMAIN2 §3.1–3.2, §3.4): its real type from its
// bytes (file-type), never from its name; an image's pixels (image-size); an HTML5 zip's root
// HTML with its `ad.size` meta tag, a clickTag and relative or https paths (fflate, htmlparser2,
// after the archive guard of files/malware.ts); a VAST document's https mp4 (fast-xml-parser);
// the weight against the IAB table. Pure functions of the bytes: the upload, the bulk upload and
// the tests share them.

/** A refusal: the message in the reader's words and its code. */
export interface CreativeRefusal {
  ok: false;
  message: ServerMessage;
  translationKey: string;
}

/** What a creative file is, found from its bytes. */
export interface CreativeFinding {
  ok: true;
  format: FileCreativeFormat;
  contentType: string;
  width: number | null;
  height: number | null;
  sizeSource: SizeSource | null;
  weightBytes: number;
  warnings: CreativeWarning[];
  details: {
    durationSeconds?: number;
    skipOffset?: string;
    mediaUrl?: string;
    files?: number;
  };
}

export type CreativeCheck = CreativeFinding | CreativeRefusal;

const refuse = (
  translationKey: string,
  id: Parameters<typeof serverMessage>[0],
  params?: Record<string, string | number>,
): CreativeRefusal => ({ ok: false, translationKey, message: serverMessage(id, params) });

/** The extensions a creative file may have, by the format its bytes must show. */
const EXTENSIONS: Record<string, FileCreativeFormat> = {
  jpg: 'IMAGE',
  jpeg: 'IMAGE',
  png: 'IMAGE',
  gif: 'IMAGE',
  webp: 'IMAGE',
  zip: 'HTML5_ZIP',
  xml: 'VAST',
};
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
/** A file format's name as people know it (file-type's extension otherwise, upper-cased). */
const TYPE_NAMES: Record<string, string> = {
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  zip: 'ZIP',
  xml: 'XML',
  pdf: 'PDF',
};
const typeName = (extension: string) => TYPE_NAMES[extension] ?? extension.toUpperCase();

/**
 * A file whose bytes are not what its name says, with what it really is (issue 38: "this file
 * is a PNG image, not a JPEG"); a content file-type cannot name (text) says only what it is not.
 */
const typeMismatch = (fileName: string, extension: string, realExtension: string | undefined) =>
  realExtension
    ? refuse('FILE_TYPE_MISMATCH', 'fileIsOtherType', {
        name: fileName,
        actual: typeName(realExtension),
        claimed: typeName(extension),
      })
    : refuse('FILE_TYPE_MISMATCH', 'fileIsNotType', {
        name: fileName,
        claimed: typeName(extension),
      });

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();

/** The size a file's name carries (`banner_300x250.jpg`), if any. */
export function sizeFromName(fileName: string): { width: number; height: number } | undefined {
  const match = SIZE_IN_NAME.exec(fileName);
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Warn above the initial load, refuse above the subload (DOMAIN2 §3.4 [judgment]). */
export function weightCheck(
  fileName: string,
  weightBytes: number,
  width: number | null,
  height: number | null,
): CreativeRefusal | CreativeWarning | undefined {
  if (!width || !height) return undefined;
  const limits = weightOf(width, height);
  const kb = Math.ceil(weightBytes / 1000);
  if (weightBytes > limits.subloadKb * 1000) {
    return refuse('CREATIVE_TOO_HEAVY', 'creativeTooHeavy', {
      name: fileName,
      kb,
      max: limits.subloadKb,
      size: `${width}×${height}`,
    });
  }
  return weightBytes > limits.initialKb * 1000 ? 'WEIGHT_ABOVE_INITIAL_LOAD' : undefined;
}

/** Checks a creative file; `bytes` have passed the upload scanner already. */
export async function checkCreativeFile(
  bytes: Uint8Array,
  fileName: string,
): Promise<CreativeCheck> {
  if (bytes.length === 0) return refuse('FILE_EMPTY', 'fileEmpty');
  if (bytes.length > CREATIVE_FILE_MAX_BYTES) {
    return refuse('FILE_TOO_LARGE', 'fileTooLarge', {
      name: fileName,
      max: CREATIVE_FILE_MAX_BYTES / 1_000_000,
    });
  }
  const extension = extensionOf(fileName);
  const claimed = extension ? EXTENSIONS[extension] : undefined;
  if (!extension || !claimed)
    return refuse('CREATIVE_TYPE_NOT_TAKEN', 'creativeTypeNotTaken', { name: fileName });
  const real = await fileTypeFromBuffer(bytes);
  const mismatch = typeMismatch(fileName, extension, real?.ext);
  if (claimed === 'IMAGE') {
    const type = real ? IMAGE_TYPES[real.ext] : undefined;
    const sameImage =
      real && (real.ext === extension || (real.ext === 'jpg' && extension === 'jpeg'));
    if (!type || !sameImage) return mismatch;
    return checkImage(bytes, fileName, type);
  }
  if (claimed === 'HTML5_ZIP') {
    if (real?.ext !== 'zip') return mismatch;
    return checkHtml5(bytes, fileName);
  }
  // VAST is XML: file-type names no type for text (or `xml` for some); a binary is no VAST.
  if (real && real.ext !== 'xml') return mismatch;
  return checkVast(bytes, fileName);
}

function checkImage(bytes: Uint8Array, fileName: string, contentType: string): CreativeCheck {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return refuse('FILE_TYPE_MISMATCH', 'fileTypeMismatch', { name: fileName });
  }
  if (!size.width || !size.height) {
    return refuse('FILE_TYPE_MISMATCH', 'fileTypeMismatch', { name: fileName });
  }
  return withWeight(fileName, {
    ok: true,
    format: 'IMAGE',
    contentType,
    width: size.width,
    height: size.height,
    sizeSource: 'PIXELS',
    weightBytes: bytes.length,
    warnings: [],
    details: {},
  });
}

function withWeight(fileName: string, finding: CreativeFinding): CreativeCheck {
  const weight = weightCheck(fileName, finding.weightBytes, finding.width, finding.height);
  if (typeof weight === 'object') return weight;
  if (weight) finding.warnings.push(weight);
  return finding;
}

/** The archive limits of an HTML5 creative: CM360's 100 files, 10× its largest weight unpacked. */
const HTML5_ARCHIVE_LIMITS = {
  maxEntries: HTML5_MAX_FILES,
  maxUnpackedBytes: 10 * CREATIVE_FILE_MAX_BYTES,
  maxRatio: 100,
  maxDepth: 1,
};

/** What an HTML5 creative's root HTML holds. */
interface HtmlFacts {
  adSize?: string;
  paths: string[];
  scripts: string[];
}

function readHtml(html: string): HtmlFacts {
  const facts: HtmlFacts = { paths: [], scripts: [] };
  let inScript = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta' && attributes.name?.toLowerCase() === 'ad.size') {
          facts.adSize = attributes.content ?? '';
        }
        for (const attribute of ['src', 'href', 'data', 'poster']) {
          const value = attributes[attribute];
          if (value && !(name === 'a' && attribute === 'href')) facts.paths.push(value.trim());
        }
        inScript = name === 'script';
      },
      ontext(text) {
        if (inScript) facts.scripts.push(text);
      },
      onclosetag(name) {
        if (name === 'script') inScript = false;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}

/** A path an HTML5 creative may load: relative inside its zip, or https (DOMAIN2 §3.2). */
const pathRefusal = (path: string) =>
  /^http:/i.test(path) || path.startsWith('//') || (path.startsWith('/') && !path.startsWith('//'));

function checkHtml5(bytes: Uint8Array, fileName: string): CreativeCheck {
  // The archive guard first: entries, unpacked bytes and ratio counted while unpacking.
  const guard = walkArchive(bytes, fileName, { limits: HTML5_ARCHIVE_LIMITS, signatures: false });
  if (guard) {
    return guard.message.includes('entries')
      ? refuse('HTML5_TOO_MANY_FILES', 'html5TooManyFiles', {
          name: fileName,
          max: HTML5_MAX_FILES,
        })
      : refuse('FILE_ARCHIVE_REFUSED', 'fileArchiveRefused', { name: fileName });
  }
  // The guard counted what the entries unpack to; an entry may still claim more in its
  // headers (2 GB), which unzipSync would allocate: such a claim is refused unread.
  let claimsTooMuch = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (entry) => {
        if (entry.originalSize > HTML5_ARCHIVE_LIMITS.maxUnpackedBytes) claimsTooMuch = true;
        return !claimsTooMuch;
      },
    });
  } catch {
    return refuse('FILE_ARCHIVE_REFUSED', 'fileArchiveRefused', { name: fileName });
  }
  if (claimsTooMuch)
    return refuse('FILE_ARCHIVE_REFUSED', 'fileArchiveRefused', { name: fileName });
  const names = Object.keys(files).filter((name) => !name.endsWith('/'));
  const rootHtml = names.filter((name) => !name.includes('/') && /\.html?$/i.test(name));
  const primary = rootHtml.find((name) => /^index\.html?$/i.test(name)) ?? rootHtml[0];
  const primaryBytes = primary ? files[primary] : undefined;
  if (!primary || !primaryBytes) {
    return refuse('HTML5_NO_HTML', 'html5NoHtml', { name: fileName });
  }
  const facts = readHtml(strFromU8(primaryBytes));
  const size = /^\s*width\s*=\s*(\d{1,4})\s*,\s*height\s*=\s*(\d{1,4})\s*$/i.exec(
    facts.adSize ?? '',
  );
  if (!size) return refuse('HTML5_NO_AD_SIZE', 'html5NoAdSize', { name: fileName });
  const insecure = facts.paths.find(pathRefusal);
  if (insecure) {
    return refuse('HTML5_INSECURE_PATH', 'html5InsecurePath', { name: fileName, path: insecure });
  }
  const scripts = [
    ...facts.scripts,
    ...names
      .filter((name) => /\.js$/i.test(name))
      .map((name) => strFromU8(files[name] ?? new Uint8Array())),
  ];
  if (!scripts.some((script) => /\bclick[Tt]ag\d*\b/.test(script))) {
    return refuse('HTML5_NO_CLICKTAG', 'html5NoClickTag', { name: fileName });
  }
  const external = facts.paths.filter((path) => /^https:/i.test(path)).length;
  const finding: CreativeFinding = {
    ok: true,
    format: 'HTML5_ZIP',
    contentType: 'application/zip',
    width: Number(size[1]),
    height: Number(size[2]),
    sizeSource: 'META',
    weightBytes: bytes.length,
    // Typical house caps: 15 requests (ocast); external ones are counted, not refused.
    warnings: names.length + external > 15 ? ['HTML5_EXTERNAL_REQUESTS'] : [],
    details: { files: names.length },
  };
  return withWeight(fileName, finding);
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: false,
  isArray: (name) => ['Ad', 'Creative', 'MediaFile'].includes(name),
});

/** The seconds of a VAST duration `HH:MM:SS(.mmm)`. */
const secondsOf = (duration: string | undefined) => {
  const match = /^(\d{1,2}):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(duration?.trim() ?? '');
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : undefined;
};

type XmlNode = Record<string, unknown>;
const nodes = (value: unknown): XmlNode[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]) as XmlNode[];
const textOf = (value: unknown) =>
  String(
    typeof value === 'object' && value ? ((value as XmlNode)['#text'] ?? '') : (value ?? ''),
  ).trim();

function checkVast(bytes: Uint8Array, fileName: string): CreativeCheck {
  const unreadable = refuse('VAST_UNREADABLE', 'vastUnreadable', { name: fileName });
  let document: XmlNode;
  try {
    document = xml.parse(Buffer.from(bytes).toString('utf8')) as XmlNode;
  } catch {
    return unreadable;
  }
  const vast = document.VAST as XmlNode | undefined;
  if (!vast) return unreadable;
  const linears = nodes(vast.Ad)
    .flatMap((ad) => nodes((ad.InLine as XmlNode | undefined)?.Creatives))
    .flatMap((creatives) => nodes(creatives.Creative))
    .flatMap((creative) => nodes(creative.Linear));
  const media = linears
    .flatMap((linear) => nodes((linear.MediaFiles as XmlNode | undefined)?.MediaFile))
    .map((file) => ({ type: String(file['@type'] ?? ''), url: textOf(file) }));
  const mp4 = media.find(
    (file) => file.type.toLowerCase() === 'video/mp4' && /^https:\/\//i.test(file.url),
  );
  if (!mp4) return refuse('VAST_NO_MP4', 'vastNoMp4', { name: fileName });
  const linear = linears[0];
  const durationSeconds = secondsOf(textOf(linear?.Duration));
  const skipOffset = linear?.['@skipoffset'] ? String(linear['@skipoffset']) : undefined;
  const fromName = sizeFromName(fileName);
  return {
    ok: true,
    format: 'VAST',
    contentType: 'application/xml',
    width: fromName?.width ?? null,
    height: fromName?.height ?? null,
    sizeSource: fromName ? 'NAME' : null,
    weightBytes: bytes.length,
    warnings: skipOffset ? [] : ['VAST_NO_SKIPOFFSET'],
    details: {
      mediaUrl: mp4.url,
      ...(durationSeconds === undefined ? {} : { durationSeconds }),
      ...(skipOffset ? { skipOffset } : {}),
    },
  };
}

/** The image types a preview shows, by a file name's extension. */
const PREVIEW_IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/**
 * The image an HTML5 zip's preview shows (issue 37): its backup (fallback) image where it names
 * one, else its first image; only image entries are unpacked, none above the archive's limit.
 */
export function html5PreviewImage(
  bytes: Uint8Array,
): { contentType: string; content: Uint8Array } | undefined {
  const typeOf = (name: string) => PREVIEW_IMAGE_TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
  let images: Record<string, Uint8Array>;
  try {
    images = unzipSync(bytes, {
      filter: (entry) =>
        typeOf(entry.name) !== undefined &&
        entry.originalSize <= HTML5_ARCHIVE_LIMITS.maxUnpackedBytes,
    });
  } catch {
    return undefined;
  }
  const names = Object.keys(images).sort();
  const name = names.find((entry) => /backup|fallback/i.test(entry)) ?? names[0];
  const contentType = name ? typeOf(name) : undefined;
  const content = name ? images[name] : undefined;
  return contentType && content ? { contentType, content } : undefined;
}
