import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// The crawler tests' site (issue 42): Semantiq's domains and Yaleo's crawler configurations
// crawl it and it counts their requests.

/** A small site of its own: robots.txt with a 0.3 s delay and a disallowed path, a sitemap. */
export function fakeSite() {
  const requests: { path: string; at: number; agent: string }[] = [];
  const article = (title: string, canonical: string) =>
    `<!doctype html><html lang="de"><head><title>${title} | Testblatt</title>
<link rel="canonical" href="${canonical}"><meta property="og:title" content="${title}">
<meta property="og:image" content="/bild.jpg"><meta property="article:published_time" content="2026-11-01T08:00:00Z">
</head><body><article><h1>${title}</h1><p>Im Fussball der Super League zählt jedes Tor, der Trainer lobt das Spiel.</p>
<p>Die Saison bleibt spannend, der FC gewinnt die Meisterschaft nicht kampflos. Sport verbindet.</p></article></body></html>`;
  let origin = '';
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, at: Date.now(), agent: String(request.headers['user-agent']) });
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (path === '/robots.txt')
      return send(
        200,
        'text/plain',
        `User-agent: *\nDisallow: /news/privat/\nCrawl-delay: 0.3\nSitemap: ${origin}/sitemap.xml\n`,
      );
    if (path === '/sitemap.xml')
      return send(
        200,
        'application/xml',
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
          '/news/eins',
          '/news/zwei',
          '/news/eins?utm=mail',
          '/news/privat/plan',
          '/news/fehlt',
          '/news/weg',
          '/anderswo/drei',
        ]
          .map((page) => `<url><loc>${origin}${page}</loc></url>`)
          .join('')}</urlset>`,
      );
    if (path === '/news/eins' || path === '/news/eins?utm=mail')
      return send(200, 'text/html', article('FC gewinnt das Derby', `${origin}/news/eins`));
    if (path === '/news/zwei')
      return send(200, 'text/html', article('Der Trainer bleibt', `${origin}/news/zwei`));
    // A redirect into the server's own network: the SSRF guard stops at the hop.
    if (path === '/news/weg') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return response.end();
    }
    return send(404, 'text/html', 'nicht gefunden');
  });
  return {
    requests,
    get origin() {
      return origin;
    },
    start: () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve();
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
