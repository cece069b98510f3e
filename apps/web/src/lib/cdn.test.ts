import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../stores/app-store';
import { cdnImageUrl, cdnLaunchUrl, cdnOrigin } from './cdn';

const setCdns = (imageCDNs: string[], launchGameCDNs: string[] = []) =>
  useAppStore.setState({ imageCDNs, launchGameCDNs });

afterEach(() => {
  vi.restoreAllMocks();
  setCdns([], []);
});

describe('image CDN (spec §9, status imageCDNs)', () => {
  it('serves the site’s own icons from one randomly picked CDN, the same one for the whole page view', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.7);
    setCdns(['https://img1.example.test', 'img2.example.test/']);
    expect(cdnImageUrl('/lgw/games/art/PG-RNG001.svg?lang=es')).toBe(
      'https://img2.example.test/lgw/games/art/PG-RNG001.svg?lang=es',
    );
    random.mockReturnValue(0.1);
    expect(cdnImageUrl(`${window.location.origin}/lgw/games/art/JDB-FISH001.svg`)).toBe(
      'https://img2.example.test/lgw/games/art/JDB-FISH001.svg',
    );
    // A new list (another status reply) is picked from again.
    setCdns(['https://img1.example.test', 'https://img2.example.test']);
    expect(cdnImageUrl('/a.png')).toBe('https://img1.example.test/a.png');
  });

  it('keeps other hosts’ images, empty sources, and the site’s own origin when the list is empty', () => {
    setCdns(['https://img1.example.test']);
    expect(cdnImageUrl('https://vendor.example.com/icon.png')).toBe('https://vendor.example.com/icon.png');
    expect(cdnImageUrl('')).toBe('');
    setCdns([]);
    expect(cdnImageUrl('/lgw/games/art/x.svg')).toBe('/lgw/games/art/x.svg');
  });
});

describe('launch CDN (spec §9, status launchGameCDNs)', () => {
  it('opens a launch page of the site on a random launch CDN, picked for every launch', () => {
    setCdns([], ['https://play1.example.test', 'https://play2.example.test']);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const own = `${window.location.origin}/sandbox-vendor/play?session=abc`;
    expect(cdnLaunchUrl(own)).toBe('https://play1.example.test/sandbox-vendor/play?session=abc');
    random.mockReturnValue(0.99);
    expect(cdnLaunchUrl(own)).toBe('https://play2.example.test/sandbox-vendor/play?session=abc');
  });

  it('leaves a vendor’s own address alone, and the site’s origin when the list is empty', () => {
    setCdns([], ['https://play1.example.test']);
    expect(cdnLaunchUrl('https://games.vendor.com/launch?t=1')).toBe('https://games.vendor.com/launch?t=1');
    setCdns([], []);
    const own = `${window.location.origin}/sandbox-vendor/play?session=abc`;
    expect(cdnLaunchUrl(own)).toBe(own);
  });

  it('accepts only https CDN entries', () => {
    expect(cdnOrigin('http://plain.example.test')).toBeNull();
    expect(cdnOrigin('cdn.example.test/path')).toBe('https://cdn.example.test');
    expect(cdnOrigin('')).toBeNull();
  });
});
