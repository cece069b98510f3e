import { pickImageCdn, pickLaunchGameCdn, useAppStore } from '../stores/app-store';

/**
 * `https://cdn.example.com/x` or `cdn.example.com` → `https://cdn.example.com`; anything but https → null
 * (the page's policy lets images and game frames come from https hosts only).
 */
export function cdnOrigin(entry: string | undefined): string | null {
  if (!entry) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(entry) ? entry : `https://${entry}`);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A path of this site (`/lgw/games/art/…`) or an address on its own origin: what a CDN in front of it serves. */
function ownPath(address: string): string | null {
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  try {
    const url = new URL(address);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

let imagePick: { list: readonly string[]; origin: string | null } | null = null;

/**
 * The image CDN of this page view (spec §9 "picked at random"): one random entry of the status reply's
 * `imageCDNs`, kept until the list changes, so an icon is fetched from one host and stays in the cache.
 */
function imageCdn(): string | null {
  const list = useAppStore.getState().imageCDNs;
  if (imagePick?.list !== list) imagePick = { list, origin: cdnOrigin(pickImageCdn()) };
  return imagePick.origin;
}

/** A game icon or art of this site served from the picked image CDN; other hosts' images stay as they are. */
export function cdnImageUrl(src: string): string {
  const path = src ? ownPath(src) : null;
  const origin = path ? imageCdn() : null;
  return origin && path ? `${origin}${path}` : src;
}

/**
 * Where a launched game opens (spec §9): a launch page of this site moves to a random host of
 * `launchGameCDNs`, picked anew for every launch; a vendor's own address and an empty list stay as they are.
 */
export function cdnLaunchUrl(url: string): string {
  const path = ownPath(url);
  const origin = path ? cdnOrigin(pickLaunchGameCdn()) : null;
  return origin && path ? `${origin}${path}` : url;
}
