import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Replies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Routes whose replies carry a secret (a session or operator token, a game launch token in the URL, a chat
 * token) next to input the caller chose. Compressing such a reply would let an attacker who can inject
 * text into the request and watch the reply size guess the secret byte by byte (BREACH), so these are
 * never compressed. A new route that returns a token belongs here.
 */
export const UNCOMPRESSED_ROUTES: readonly string[] = [
  // session tokens
  '/wps/session/login',
  '/wps/session/login/freeplay',
  '/wps/session/login/google',
  '/wps/session/login/phone',
  '/wps/session/login/facebook',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password',
  '/wps/member/password/email',
  '/wps/member/password/reset',
  '/wps/member/password/verification',
  '/wps/member/paymentPassword',
  '/admin-api/session/login',
  // game launch URLs carry a launch token
  '/wps/relay/GCS_gameLaunchFB',
  '/wps/game/launchGame',
  // the chat URL carries a chat token
  '/wps/relay/CBS_launchChat',
];

/** Path prefixes never compressed: the sandbox vendor's game pages embed the launch token; /ws is a socket. */
const UNCOMPRESSED_PREFIXES: readonly string[] = ['/sandbox-vendor/', '/ws'];

export function isUncompressedRoute(url: string): boolean {
  return (
    UNCOMPRESSED_ROUTES.includes(url) ||
    UNCOMPRESSED_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix))
  );
}

/**
 * On-the-fly compression of replies above {@link COMPRESSION_THRESHOLD_BYTES} (brotli or gzip, whichever
 * the client prefers; `Vary: Accept-Encoding`), except on the routes of {@link UNCOMPRESSED_ROUTES}. The
 * built web app's assets are compressed at build time and served as they are (see web-app.ts). Request
 * bodies are not decompressed: clients send plain JSON, and inflating bodies would only open a door to
 * compression bombs. Register before any route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route: RouteOptions & { compress?: false | object }) => {
    if (isUncompressedRoute(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
