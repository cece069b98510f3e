/**
 * A link of the status reply (customer service, resources) that points at this site — `/member/chat`,
 * `/help#term` — is followed inside the app, in the same tab; others open in a new tab. Returns the path
 * (with query and hash) for a link of this site, else null. Pure.
 */
export function internalPath(href: string, origin: string = window.location.origin): string | null {
  try {
    const url = new URL(href, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
