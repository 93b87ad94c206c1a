import {
  formatQRReference,
  formatSCORReference,
  isQRReference,
  isQRReferenceValid,
  isSCORReference,
  isSCORReferenceValid,
} from 'swissqrbill/utils';

/**
 * A payment's reference as the QR-bill prints it (Swiss QR-bill implementation guidelines: a
 * QR reference in groups of five digits from the right, "21 00000 00003 13947 14300 09017"; a
 * creditor reference (SCOR, ISO 11649) in groups of four), and whether its check digits fail
 * (QRR: modulo 10 recursive; SCOR: modulo 97). Any other text is shown as the bank sent it and
 * is not checked: it names no invoice by rule. Issue 38: the list showed 27 raw digits, cut,
 * and an entry whose QR reference had a wrong check digit only said "unmatched".
 */
export function paymentReferenceFacts(reference: string | null): {
  referenceText: string | null;
  referenceCheckFails: boolean;
} {
  if (reference === null || reference.trim() === '') {
    return { referenceText: null, referenceCheckFails: false };
  }
  const compact = reference.replace(/\s/g, '');
  if (isQRReference(compact)) {
    return {
      referenceText: formatQRReference(compact),
      referenceCheckFails: !isQRReferenceValid(compact),
    };
  }
  if (isSCORReference(compact)) {
    const scor = compact.toUpperCase();
    return {
      referenceText: formatSCORReference(scor),
      referenceCheckFails: !isSCORReferenceValid(scor),
    };
  }
  return { referenceText: reference, referenceCheckFails: false };
}
