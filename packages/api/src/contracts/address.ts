import { z } from 'zod/mini';
import type { CountryCode } from './company.ts';
import { serverMessage } from './messages.ts';
import { trimmedText } from './primitives.ts';

// The rules of an address and how to reach a company or a person (issue 33): one home for what
// an account, a contact, a company and an import take as a postal code, a phone number and a
// website. The spec gives no field rules for them; these are what staff expect of a Swiss,
// Austrian or German record.

/** Postal codes by country: four digits in CH and AT (and Liechtenstein's), five in DE. */
export const POSTAL_CODE_PATTERNS = {
  CH: /^\d{4}$/,
  AT: /^\d{4}$/,
  DE: /^\d{5}$/,
} as const satisfies Record<CountryCode, RegExp>;

/** Whether a postal code is one of the country's (a blank one is no postal code, and passes). */
export const isPostalCodeOf = (country: CountryCode, postalCode: string | null | undefined) =>
  !postalCode || POSTAL_CODE_PATTERNS[country].test(postalCode);

/** A phone number: digits, blanks, +, (, ), -, / and at least six digits (`+41 44 123 45 67`). */
export const isPhoneNumber = (text: string): boolean =>
  /^[0-9 +()\-/]+$/.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= 6;

/**
 * A website: a host name with at least one dot and a top-level domain of letters, optionally
 * with http(s):// before it and a path after it (`www.velo.ch`, `https://velo.ch/shop`).
 */
export const isWebsite = (text: string): boolean =>
  /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#]\S*)?$/i.test(
    text,
  );

/** An optional text of a form that must pass `rule` when given: blank or absent is null. */
const optionalRuled = (max: number, rule: (text: string) => boolean, message: string) =>
  z._default(
    z.nullable(trimmedText(max).check(z.refine((value) => value === '' || rule(value), message))),
    null,
  );

/** An optional phone number of a write (isPhoneNumber), at most 40 characters. */
export const optionalPhone = () => optionalRuled(40, isPhoneNumber, serverMessage('phoneNumber'));

/** An optional website of a write (isWebsite), at most 200 characters. */
export const optionalWebsite = () => optionalRuled(200, isWebsite, serverMessage('website'));

/**
 * A write's postal code must be of its country: the check of a write that has both, with the
 * message on `postalCode`.
 */
export const postalCodeOfCountry = () =>
  z.superRefine<{ countryCode: CountryCode; postalCode?: string | null }>((value, context) => {
    if (!isPostalCodeOf(value.countryCode, value.postalCode?.trim()))
      context.addIssue({
        code: 'custom',
        message: serverMessage('postalCodeOfCountry'),
        path: ['postalCode'],
        input: value.postalCode,
      });
  });
