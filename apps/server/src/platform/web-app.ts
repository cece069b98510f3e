import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from './platform-plugin';

/** Paths that belong to the server, never to the single-page app. */
export const SERVER_PATH_PREFIXES = [
  '/wps',
  '/lgw',
  '/lotto',
  '/admin-api',
  '/vendor-api',
  '/docs',
  '/ws',
  '/healthz',
  '/uploads',
];

const HASHED_ASSET = /^\/assets\//;

export function isServerPath(pathname: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * A navigation to a client-side route: a GET or HEAD that accepts HTML, outside the server's paths, whose
 * last segment is not a file name (missing assets stay 404 instead of becoming index.html).
 */
export function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isServerPath(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.') && !last.endsWith('.html')) return false;
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Fortuna</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1>La aplicación web no está compilada</h1>
<p>Ejecute <code>npm run build</code> y reinicie el servidor.</p>
<h1 lang="en">The web app is not built</h1>
<p lang="en">Run <code>npm run build</code> and restart the server.</p>
</body>
</html>
`;

export type WebApp = {
  available: boolean;
  /** Registers static serving of the built assets (nothing when the build is missing). */
  register(app: FastifyInstance): Promise<void>;
  /** Answers client-side routes with index.html (or the "not built" page). */
  fallback: NotFoundFallback;
};

function setCacheHeaders(reply: FastifyReply, filePath: string, root: string) {
  const relative = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
  reply.header(
    'cache-control',
    HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** The built player site (apps/web/dist): hashed assets cached forever, index.html revalidated. */
export function createWebApp(webDistDir: string): WebApp {
  const available = existsSync(path.join(webDistDir, 'index.html'));
  return {
    available,
    async register(app) {
      if (!available) return;
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => setCacheHeaders(reply, filePath, webDistDir),
      });
    },
    async fallback(request, reply) {
      if (!isAppNavigation(request)) return false;
      if (!available) {
        reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(NOT_BUILT_PAGE);
        return true;
      }
      reply.header('cache-control', 'no-cache').sendFile('index.html');
      return true;
    },
  };
}
