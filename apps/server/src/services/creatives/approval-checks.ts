import { type ApprovalCheck, checkTag, tagFormatOf, weightOf } from '@adconsole/api/contracts';
import { landingDomainOf } from './digital-creatives.ts';

// The checks a reviewer reads in the approval dialog (issue 40: "the approval dialog shows no
// checks"), decided here from what the creative stores and its placement's sizes, so every
// reader gets the same verdict (DOMAIN.md §4 "a size check against the position", DOMAIN2 §3):
// - SIZE: the creative's width × height is one of its position's product sizes (a 2× image
//   counts as the size it shows: it is stored at its display size by the upload's checks);
//   WARN when it has no position or the product names no size, FAIL otherwise.
// - FILE: a file creative has a stored file, its type read from its bytes at upload.
// - WEIGHT: the IAB table (DOMAIN2 §3.1): WARN above the initial load, FAIL above the subload.
//   Tags and VAST carry no weight of theirs.
// - CLICK_URL: an image, HTML5 or native creative needs an https click URL; VAST and tags carry
//   their clicks in their code.
// - TAG_VENDOR: a tag's vendor with its check: FAIL when the code is not of its format, WARN
//   when a click macro or cache-buster is missing.

/** What the checks read of a creative. */
export interface CheckedCreative {
  format: string;
  width: number | null;
  height: number | null;
  fileName: string | null;
  storedFileId: string | null;
  weightBytes: number | null;
  clickUrl: string | null;
  tag: string | null;
}

const NEEDS_CLICK_URL = new Set(['IMAGE', 'HTML5_ZIP', 'NATIVE']);
const HAS_WEIGHT = new Set(['IMAGE', 'HTML5_ZIP', 'NATIVE']);

const sizeOf = (width: number, height: number) => `${width}×${height}`;

/** The checks of a creative; `sizes` are its position's product sizes (`300x250`), if any. */
export function approvalChecks(
  creative: CheckedCreative,
  sizes: readonly string[] | null,
): ApprovalCheck[] {
  const checks: ApprovalCheck[] = [];
  const { width, height } = creative;
  const size = width && height ? sizeOf(width, height) : '–';
  const placement = (sizes ?? []).map((entry) => entry.replace('x', '×'));
  checks.push({
    check: 'SIZE',
    result:
      placement.length === 0 || !width || !height
        ? 'WARN'
        : placement.includes(size)
          ? 'PASS'
          : 'FAIL',
    values: { size, sizes: placement.join(', ') || '–' },
  });
  if (creative.format !== 'THIRD_PARTY_TAG') {
    checks.push({
      check: 'FILE',
      result: creative.storedFileId ? 'PASS' : 'FAIL',
      values: { fileName: creative.fileName ?? '–' },
    });
  }
  if (HAS_WEIGHT.has(creative.format) && creative.weightBytes !== null && width && height) {
    const limits = weightOf(width, height);
    const kb = Math.ceil(creative.weightBytes / 1000);
    checks.push({
      check: 'WEIGHT',
      result:
        creative.weightBytes > limits.subloadKb * 1000
          ? 'FAIL'
          : creative.weightBytes > limits.initialKb * 1000
            ? 'WARN'
            : 'PASS',
      values: { kb: String(kb), initial: String(limits.initialKb), max: String(limits.subloadKb) },
    });
  }
  if (NEEDS_CLICK_URL.has(creative.format)) {
    const domain = creative.clickUrl?.startsWith('https://')
      ? landingDomainOf(creative.clickUrl)
      : null;
    checks.push({
      check: 'CLICK_URL',
      result: domain ? 'PASS' : 'FAIL',
      values: { domain: domain ?? '–' },
    });
  }
  if (creative.format === 'THIRD_PARTY_TAG' && creative.tag) {
    const tag = checkTag(tagFormatOf(creative.tag), creative.tag);
    checks.push({
      check: 'TAG_VENDOR',
      result: tag.status === 'INVALID' ? 'FAIL' : tag.status === 'WARN' ? 'WARN' : 'PASS',
      values: { vendor: tag.vendorDetected, findings: tag.findings.join(',') },
    });
  }
  return checks;
}
