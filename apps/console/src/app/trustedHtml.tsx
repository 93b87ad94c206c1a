import DOMPurify from 'dompurify';
import { type ComponentProps, useCallback, useMemo } from 'react';
import { cleanHtml, setHtmlSanitizer } from './trustedTypes.ts';

/*
 * The HTML cleaner of the Trusted Types policies (see ./trustedTypes.ts), loaded with the pages
 * that show or edit HTML (the promotion mail's preview, the template editor), not with every
 * page. DOMPurify's defaults: no script, no event handler, no javascript: URL, no form or frame.
 * It parses what it cleans into an inert document with its own policy (`dompurify`).
 */
setHtmlSanitizer((html, kind) =>
  DOMPurify.sanitize(html, { RETURN_TRUSTED_TYPE: false, WHOLE_DOCUMENT: kind === 'document' }),
);

/** The HTML cleaned, as `dangerouslySetInnerHTML` takes it under Trusted Types. */
export const trustedHtml = (html: string): TrustedHTML | string => cleanHtml(html);

/**
 * The HTML cleaned into an element of an inert document, for the rich-text editor to read into
 * its schema (TipTap would otherwise parse the string itself, which the browser refuses).
 */
export const htmlElement = (html: string): Element =>
  DOMPurify.sanitize(html, { RETURN_DOM: true });

/**
 * HTML shown as it is (a mail preview), cleaned and signed on its way in: the one place the
 * console writes HTML into the page.
 */
export function CleanHtml({
  html,
  ...props
}: { html: string } & Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => trustedHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify, signed by the html policy
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * A whole HTML document (a mail as it was sent) in a frame, cleaned and signed: React writes
 * `srcdoc` as a plain string, which Trusted Types refuse, so the frame gets it here. Give the
 * frame a `sandbox` as well.
 */
export function CleanFrame({
  html,
  ...props
}: { html: string } & Omit<ComponentProps<'iframe'>, 'children' | 'srcDoc' | 'src'>) {
  const clean = useMemo(() => cleanHtml(html, 'document'), [html]);
  const write = useCallback(
    (frame: HTMLIFrameElement | null) => {
      // lib.dom types srcdoc as a string; the browser takes the TrustedHTML.
      if (frame) frame.srcdoc = clean as string;
    },
    [clean],
  );
  return <iframe {...props} ref={write} />;
}
