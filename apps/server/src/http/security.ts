import { TRUSTED_TYPES_POLICIES } from '@adconsole/api/envelope';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the console and the API. Scripts only from the server itself
 * (the built console has no inline script, no eval); styles from the server and inline, as
 * react-aria and the dialogs insert <style> elements (a style runs no code); no plugins, no
 * framing by any page, forms and <base> only to the server itself. Frames only of the server
 * and of blob: URLs (the offer PDF the console fetched with the session, shown in the page).
 * Trusted Types (issue 35): no plain string reaches a sink that makes markup or code (innerHTML,
 * DOMParser, a worker's URL, …); only the console's named policies may make the values those
 * take (`TRUSTED_TYPES_POLICIES`, created in the console's app/trustedTypes.ts), each once.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  // The post campaigns' document preview shows the server's PDF, fetched with the bearer token,
  // from a blob: URL of this origin in a frame (issue 27); no other page is framed.
  frameSrc: ["'self'", 'blob:'],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  requireTrustedTypesFor: ["'script'"],
  trustedTypes: Object.values(TRUSTED_TYPES_POLICIES),
};

/** HSTS for a year, sent only on answers served over TLS (a plain-HTTP answer must not pin it). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, the console's pages, its files, the API and its errors
 * alike (@fastify/helmet): the CSP above, X-Frame-Options DENY, X-Content-Type-Options nosniff,
 * Referrer-Policy strict-origin-when-cross-origin; Strict-Transport-Security over TLS only
 * (directly, or from a trusted proxy's X-Forwarded-Proto). Register before any route.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** Other origins the console frames: the ad tags' preview origin (issue 40). */
  frameSources: readonly string[] = [],
): Promise<void> {
  const directives = {
    ...CONTENT_SECURITY_POLICY,
    frameSrc: [...CONTENT_SECURITY_POLICY.frameSrc, ...frameSources],
  };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // The console loads nothing from other origins; embedding rules beyond that buy nothing.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
  });
  // Every answer of the API carries personal or company data, its errors and files included:
  // neither a shared proxy nor the browser (its back-forward cache) may keep it (issue 35). Set
  // last, so that no route's own header can loosen it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request.url)) reply.header('Cache-Control', API_CACHE_CONTROL);
    return payload;
  });
}

/** The Cache-Control of every API answer. */
export const API_CACHE_CONTROL = 'no-store';

const isApiRequest = (url: string) => url === '/api' || url.startsWith('/api/');
