const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'tg:', 'whatsapp:', 'mailto:']);

/**
 * Returns the URL when its protocol is harmless (never `javascript:` or `data:`), else null.
 * Relative URLs resolve against the site's origin.
 */
export function safeUrl(candidate: string, base: string = window.location.origin): string | null {
  try {
    const url = new URL(candidate, base);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
