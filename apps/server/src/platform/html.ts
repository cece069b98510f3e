/** Text safe inside HTML element content and quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** JSON safe inside a <script> element (no `</script>`, no HTML comment or entity tricks). */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The strict Content-Security-Policy of the pages the server renders itself (chat, sandbox game):
 * only their own inline style and script (by nonce), images of `imgSrc`, calls to this site, framed only
 * by this site.
 */
export const strictPagePolicy = (nonce: string, imgSrc = "'self'"): string =>
  [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `img-src ${imgSrc}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
