import { Link } from '@adconsole/ui';

// Phone numbers and e-mail addresses are links wherever the CRM shows them (issue 33 §21):
// a call or a mail is one click from an account or a contact.

/** The tel: address of a number as people write it: digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** A phone number that dials (tel:); nothing without one. */
export function PhoneLink({ phone }: { phone: string | null | undefined }) {
  return phone ? <Link href={telHref(phone)}>{phone}</Link> : null;
}

/** An e-mail address that writes a mail (mailto:); nothing without one. */
export function EmailLink({ email }: { email: string | null | undefined }) {
  return email ? <Link href={`mailto:${email}`}>{email}</Link> : null;
}
