import { TRUSTED_TYPES_POLICIES } from '@adconsole/api/envelope';

/*
 * Trusted Types (issue 35). The server's Content-Security-Policy says
 * `require-trusted-types-for 'script'`: the browser refuses a plain string at every sink that
 * turns text into markup or code (innerHTML, DOMParser, new Worker, …) and takes only values a
 * named policy made. The CSP's `trusted-types` names the policies the console may create
 * (`TRUSTED_TYPES_POLICIES` in @adconsole/api); this module creates all of them:
 *
 * - `html`: HTML cleaned by DOMPurify, for the mail previews, the mail console's frame and the
 *   template editor. DOMPurify is loaded only with those pages (`./trustedHtml.tsx` hands it
 *   over), not with every page.
 * - `scriptUrl`: a script URL of the console's own origin: the PDF viewer's worker.
 * - `default`: the browser asks it when a library hands a plain string to a sink. Two libraries
 *   do: react-aria's live announcer clears itself with `innerHTML = ''` (the empty text is let
 *   through: it adds nothing), and ProseMirror parses pasted HTML in a detached document through
 *   the default policy when there is one (it is cleaned like `html`, or dropped before DOMPurify
 *   is loaded). The feedback's screenshot (modern-screenshot) gives a hidden frame an empty
 *   document of its own, one fixed text (`SCREENSHOT_FRAME`), to read the browser's default
 *   styles from: that text is let through at an iframe's srcdoc. Every other string is refused,
 *   and the browser reports it.
 * - DOMPurify creates its own policy (`dompurify`) to parse what it cleans into an inert
 *   document; it signs nothing else.
 *
 * Where the browser has no Trusted Types, the same functions answer plain (cleaned) strings.
 */

/** The one document modern-screenshot writes into its hidden frame's srcdoc (issue 44). */
const SCREENSHOT_FRAME = '<!DOCTYPE html><meta charset="UTF-8"><title></title><body>';

/** What a policy may be asked: the text, and for an implicit call the type and the sink. */
interface PolicyRules {
  createHTML?: (input: string, type?: string, sink?: string) => string | null;
  createScriptURL?: (input: string) => string | null;
}

interface Policy {
  createHTML(input: string, kind?: HtmlKind): TrustedHTML;
  createScriptURL(input: string): TrustedScriptURL;
}

/** A script URL the browser takes at a Trusted Types sink (lib.dom does not declare it yet). */
export interface TrustedScriptURL {
  readonly brand: 'TrustedScriptURL';
}

interface PolicyFactory {
  createPolicy(name: string, rules: PolicyRules): Policy;
  readonly defaultPolicy: Policy | null;
}

const factory = (): PolicyFactory | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as { trustedTypes?: PolicyFactory }).trustedTypes;

/** A part of a page, or a whole document (a mail shown in a frame, its head's styles kept). */
export type HtmlKind = 'fragment' | 'document';

/** Cleans HTML (DOMPurify); set by `./trustedHtml.tsx` when a page that shows HTML loads. */
let sanitize: ((html: string, kind?: HtmlKind) => string) | undefined;

const policies: { html?: Policy; scriptUrl?: Policy } = {};

/**
 * Creates the default policy. Called first thing in main.tsx, before any library writes to
 * the page; a second call (a hot reload in development) creates nothing.
 */
export function installTrustedTypes(): void {
  const trustedTypes = factory();
  // The browser takes one default policy per page (a reloaded module finds it there).
  if (!trustedTypes || trustedTypes.defaultPolicy) return;
  trustedTypes.createPolicy(TRUSTED_TYPES_POLICIES.default, {
    createHTML: (input, _type, sink) => {
      // An implicit call names its sink: only the empty text, which writes nothing.
      if (sink !== undefined) {
        if (input === '') return '';
        return sink === 'HTMLIFrameElement srcdoc' && input === SCREENSHOT_FRAME ? input : null;
      }
      // ProseMirror's explicit call for pasted HTML (parsed in a detached document).
      return sanitize ? sanitize(input) : '';
    },
  });
}

/** Hands over the HTML cleaner (`./trustedHtml.tsx`). */
export function setHtmlSanitizer(cleaner: (html: string, kind?: HtmlKind) => string): void {
  sanitize = cleaner;
}

/**
 * The HTML cleaned, as the browser takes it at an HTML sink (dangerouslySetInnerHTML,
 * DOMParser). Needs the cleaner: import `trustedHtml` from `./trustedHtml.ts`.
 */
export function cleanHtml(html: string, kind: HtmlKind = 'fragment'): TrustedHTML | string {
  const cleaner = sanitize;
  if (!cleaner) throw new Error('The HTML cleaner is not loaded: import ./trustedHtml.tsx');
  const trustedTypes = factory();
  if (!trustedTypes) return cleaner(html, kind);
  policies.html ??= trustedTypes.createPolicy(TRUSTED_TYPES_POLICIES.html, {
    createHTML: (input, type) => cleaner(input, type === 'document' ? 'document' : 'fragment'),
  });
  return policies.html.createHTML(html, kind);
}

/**
 * A worker of the console's own origin (the PDF viewer's). A URL of another origin is refused:
 * no script of elsewhere runs in the console.
 */
export function ownWorker(url: string, options: WorkerOptions): Worker {
  const resolved = new URL(url, window.location.href);
  if (resolved.origin !== window.location.origin) {
    throw new Error(`A worker of another origin is refused: ${resolved.origin}`);
  }
  const trustedTypes = factory();
  if (!trustedTypes) return new Worker(resolved, options);
  policies.scriptUrl ??= trustedTypes.createPolicy(TRUSTED_TYPES_POLICIES.scriptUrl, {
    createScriptURL: (input) =>
      new URL(input, window.location.href).origin === window.location.origin ? input : null,
  });
  // The Worker constructor takes a TrustedScriptURL where Trusted Types exist; lib.dom types
  // only the string.
  const WorkerWithTrustedUrl = Worker as unknown as new (
    url: TrustedScriptURL,
    options: WorkerOptions,
  ) => Worker;
  return new WorkerWithTrustedUrl(policies.scriptUrl.createScriptURL(resolved.href), options);
}
