import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Where browsers send Content-Security-Policy violation reports (csp-reports.ts). */
export const CSP_REPORT_PATH = '/csp-report';
/** The Reporting API endpoint name the site policy's `report-to` names. */
export const CSP_REPORT_GROUP = 'csp';

/**
 * The `'sha256-…'` sources of a page's inline `<script>` elements (those without `src`), so the policy
 * allows exactly the scripts the server itself wrote into the page and nothing injected later.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `https://cdn.example.com/path` → `https://cdn.example.com`; anything but an https address → null. */
export function httpsOrigin(address: string): string | null {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export type TSitePolicyParts = {
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** What the game frame may show: `'self'` (the sandbox vendor) and the vendors' launch origins. */
  frameSources: readonly string[];
  /** The request's host (`example.com:8080`), for the WebSocket `/ws` of this site; null: `'self'` only. */
  host: string | null;
  /** Origins of the real sign-in providers' browser SDKs, only when configured (identity/sign-in-providers.ts). */
  signIn?: {
    script: readonly string[];
    style?: readonly string[];
    frame: readonly string[];
    connect: readonly string[];
  };
  /** The brand has a Google tag (status `analytics.gtagId`): its loader and where it sends hits. */
  analytics?: boolean;
};

/** Google's tag (gtag.js) and its collection endpoints, allowed only while the brand has a tag configured. */
export const ANALYTICS_SCRIPT_SOURCES: readonly string[] = ['https://*.googletagmanager.com'];
export const ANALYTICS_CONNECT_SOURCES: readonly string[] = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * The Content-Security-Policy of the player site and agent centre (index.html and every route answered
 * with it). Scripts: the site's own files and the hashed inline scripts, no inline handlers, no eval.
 * Styles: the site's own files; React writes `style` props through the CSSOM, which a policy does not
 * block, so no `'unsafe-inline'`. Images: operators' banners, notices, game icons and vendor logos may be
 * on any https host. Calls: this site and its WebSocket. Frames: the game vendors only. Framed by nobody.
 */
export function sitePolicy({
  scriptHashes,
  frameSources,
  host,
  signIn,
  analytics = false,
}: TSitePolicyParts): string {
  const sockets = host && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  const allFrames = [...frameSources, ...(signIn?.frame ?? [])];
  const frames = allFrames.length > 0 ? [...new Set(allFrames)].join(' ') : "'none'";
  const connectSources = [...(signIn?.connect ?? []), ...(analytics ? ANALYTICS_CONNECT_SOURCES : [])];
  const connect = [...new Set(connectSources)].map((source) => ` ${source}`).join('');
  const tagScripts = analytics ? ANALYTICS_SCRIPT_SOURCES : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(signIn?.script ?? []), ...tagScripts, ...scriptHashes].join(' '),
    "script-src-attr 'none'",
    ["style-src 'self'", ...(signIn?.style ?? [])].join(' '),
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}${connect}`,
    `frame-src ${frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/** The headers of a page of the site: its policy, where reports go, and no framing for old browsers. */
export function sitePageHeaders(
  request: FastifyRequest,
  html: string,
  frameSources: readonly string[],
  signIn?: TSitePolicyParts['signIn'],
  analytics = false,
): Record<string, string> {
  const host = HOST.test(request.host) ? request.host : null;
  const headers: Record<string, string> = {
    'content-security-policy': sitePolicy({
      scriptHashes: inlineScriptHashes(html),
      frameSources,
      host,
      signIn,
      analytics,
    }),
    'x-frame-options': 'DENY',
  };
  // The real Google and Facebook sign-in windows talk to their opener: only then is it not cut off.
  if (signIn && signIn.script.length > 0) headers['cross-origin-opener-policy'] = 'same-origin-allow-popups';
  if (host)
    headers['reporting-endpoints'] = `${CSP_REPORT_GROUP}="${request.protocol}://${host}${CSP_REPORT_PATH}"`;
  return headers;
}

/**
 * Browser features no page of the site uses, refused for the pages and anything they frame. Fullscreen and
 * autoplay are left to their defaults, which the game frame's `allow` passes on to the vendor.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The headers every reply carries unless its route set its own: no MIME sniffing, the origin only as
 * referrer to other sites, the browser features above off, a browsing context group of its own (the
 * chat window is same-origin), and, over https, Strict-Transport-Security for `hstsMaxAgeSeconds`.
 */
export const securityHeaders = fp<{ hstsMaxAgeSeconds: number }>(
  async (app, { hstsMaxAgeSeconds }) => {
    const always: [string, string][] = [
      ['x-content-type-options', 'nosniff'],
      ['referrer-policy', 'strict-origin-when-cross-origin'],
      ['permissions-policy', PERMISSIONS_POLICY],
      ['cross-origin-opener-policy', 'same-origin'],
    ];
    const hsts = `max-age=${hstsMaxAgeSeconds}`;
    // Callback-style: every reply passes it (see platform-plugin.ts).
    app.addHook('onSend', (request, reply, payload, done) => {
      for (const [name, value] of always) if (!reply.hasHeader(name)) reply.header(name, value);
      if (hstsMaxAgeSeconds > 0 && request.protocol === 'https')
        reply.header('strict-transport-security', hsts);
      done(null, payload);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
