import {
  BULK_UPLOAD_MAX_FILES,
  type BulkMatch,
  type CreativeWarning,
  type FileCreativeFormat,
  type ServerMessage,
  type SizeSource,
  serverMessage,
} from '@adconsole/api/contracts';
import { unzipSync } from 'fflate';
import { walkArchive } from '../../files/malware.ts';
import {
  type CreativeCheck,
  checkCreativeFile,
  sizeFromName,
  weightCheck,
} from './creative-checks.ts';

// A bulk upload's analysis (DOMAIN2 §3.4): the files of the drop (a zip of files is opened; a
// zip with an HTML file at its root is an HTML5 creative itself), each checked as a creative,
// its size found from its pixels (exactly twice a booked size is "@2x"), its `ad.size` meta
// tag or its name, and the campaign's positions whose sizes take it proposed. Pure: the
// endpoint stores what it finds, the benchmark times it.

export interface DroppedFile {
  fileName: string;
  bytes: Uint8Array;
}

export interface BookedPosition {
  id: number;
  name: string;
  /** `300x250`, as products keep their sizes. */
  sizes: readonly string[];
}

export interface AnalysedFile {
  fileName: string;
  bytes: Uint8Array;
  contentType: string | null;
  format: FileCreativeFormat | null;
  width: number | null;
  height: number | null;
  sizeSource: SizeSource | null;
  weightBytes: number;
  match: BulkMatch;
  candidates: number[];
  positionId: number | null;
  reason: ServerMessage | null;
  translationKey: string | null;
  warnings: CreativeWarning[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
const baseName = (path: string) => path.split('/').pop() ?? path;

/** The limits of a zip of creatives: as many entries as an upload takes, 200 MB unpacked. */
const CONTAINER_LIMITS = {
  maxEntries: BULK_UPLOAD_MAX_FILES * 2,
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxRatio: 100,
  maxDepth: 3,
};

/**
 * The files of a drop: a zip without an HTML file at its root is a folder of creatives and is
 * opened (guarded like every archive); anything else is a creative as it is. A container that
 * cannot be opened is one refused file.
 */
export function expandDrop(files: readonly DroppedFile[]): (DroppedFile | AnalysedFile)[] {
  const out: (DroppedFile | AnalysedFile)[] = [];
  for (const file of files) {
    if (!isZip(file.bytes)) {
      out.push(file);
      continue;
    }
    const guard = walkArchive(file.bytes, file.fileName, {
      limits: CONTAINER_LIMITS,
      signatures: false,
    });
    let claimsTooMuch = false;
    let entries: Record<string, Uint8Array> = {};
    if (!guard) {
      try {
        entries = unzipSync(file.bytes, {
          filter: (entry) => {
            if (entry.originalSize > CONTAINER_LIMITS.maxUnpackedBytes) claimsTooMuch = true;
            return !claimsTooMuch;
          },
        });
      } catch {
        claimsTooMuch = true;
      }
    }
    if (guard || claimsTooMuch) {
      out.push(
        refusedFile(
          file,
          'FILE_ARCHIVE_REFUSED',
          serverMessage('fileArchiveRefused', { name: file.fileName }),
        ),
      );
      continue;
    }
    const names = Object.keys(entries).filter(
      (name) =>
        !name.endsWith('/') && !name.startsWith('__MACOSX/') && !baseName(name).startsWith('.'),
    );
    const isHtml5 = names.some((name) => !name.includes('/') && /\.html?$/i.test(name));
    if (isHtml5) {
      out.push(file);
      continue;
    }
    for (const name of names.sort()) {
      const bytes = entries[name];
      if (bytes) out.push({ fileName: baseName(name), bytes });
    }
  }
  return out;
}

function refusedFile(
  file: DroppedFile,
  translationKey: string,
  reason: ServerMessage,
): AnalysedFile {
  return {
    fileName: file.fileName,
    bytes: file.bytes,
    contentType: null,
    format: null,
    width: null,
    height: null,
    sizeSource: null,
    weightBytes: file.bytes.length,
    match: 'REFUSED',
    candidates: [],
    positionId: null,
    reason,
    translationKey,
    warnings: [],
  };
}

const sizeKey = (width: number, height: number) => `${width}x${height}`;

/** The positions whose sizes take a size. */
const positionsOf = (positions: readonly BookedPosition[], width: number, height: number) =>
  positions.filter((position) => position.sizes.includes(sizeKey(width, height))).map((p) => p.id);

/** Analyses one file against the campaign's positions. */
async function analyseOne(
  file: DroppedFile,
  positions: readonly BookedPosition[],
): Promise<AnalysedFile> {
  const check: CreativeCheck = await checkCreativeFile(file.bytes, file.fileName);
  if (!check.ok) return refusedFile(file, check.translationKey, check.message);
  let { width, height, sizeSource } = check;
  let warnings = check.warnings;
  // Exactly twice a booked size is the same creative for high-density screens ("@2x").
  if (
    sizeSource === 'PIXELS' &&
    width &&
    height &&
    positionsOf(positions, width, height).length === 0
  ) {
    const half = positionsOf(positions, width / 2, height / 2);
    if (width % 2 === 0 && height % 2 === 0 && half.length > 0) {
      width /= 2;
      height /= 2;
      sizeSource = 'RETINA';
      // Weighed as the size it shows at.
      const weight = weightCheck(file.fileName, check.weightBytes, width, height);
      if (typeof weight === 'object')
        return refusedFile(file, weight.translationKey, weight.message);
      warnings = weight ? [weight] : [];
    }
  }
  if (!width || !height) {
    const named = sizeFromName(file.fileName);
    if (named) {
      ({ width, height } = named);
      sizeSource = 'NAME';
    }
  }
  if (!width || !height) {
    return refusedFile(file, 'BULK_NO_SIZE', serverMessage('bulkNoSize', { name: file.fileName }));
  }
  const candidates = positionsOf(positions, width, height);
  const match: BulkMatch =
    candidates.length === 1 ? 'ASSIGNED' : candidates.length > 1 ? 'CHOOSE' : 'UNMATCHED';
  return {
    fileName: file.fileName,
    bytes: file.bytes,
    contentType: check.contentType,
    format: check.format,
    width,
    height,
    sizeSource,
    weightBytes: check.weightBytes,
    match,
    candidates,
    positionId: match === 'ASSIGNED' ? (candidates[0] ?? null) : null,
    reason: null,
    translationKey: null,
    warnings,
  };
}

/** Analyses a drop: every file, in the order dropped (a zip's in name order). */
export async function analyseDrop(
  files: readonly DroppedFile[],
  positions: readonly BookedPosition[],
): Promise<AnalysedFile[]> {
  const expanded = expandDrop(files);
  const analysed: AnalysedFile[] = [];
  for (const file of expanded) {
    analysed.push('match' in file ? file : await analyseOne(file, positions));
  }
  return analysed;
}
