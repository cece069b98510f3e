import type { TAnnouncementItem, TAnnouncementPayload, TBanner, TNotice } from '@platform/contracts/content';

export const notice = (
  id: string,
  type: TNotice['type'],
  title: string,
  content = `<p>${title}</p>`,
): TNotice => ({
  id,
  type,
  title,
  content,
  sequence: Number(id),
  startsAt: null,
  endsAt: null,
});

/** A GET /wps/content/notices value. */
export function makePayload(overrides: Partial<TAnnouncementPayload> = {}): TAnnouncementPayload {
  return {
    banners: [],
    bulletin: [],
    player: [],
    popup: [],
    promotion: [],
    home: [],
    execution: 'B',
    ...overrides,
  };
}

export const banner = (id: string, overrides: Partial<TBanner> = {}): TBanner => ({
  id,
  groupName: 'w_home',
  url: `/lgw/content/art/banner-${id}.svg`,
  title: `Banner ${id}`,
  sequence: Number(id),
  linkageType: null,
  target: null,
  href: null,
  game: null,
  ...overrides,
});

export const announcement = (n: number): TAnnouncementItem => ({
  id: String(n),
  title: `Anuncio ${n}`,
  content: `<p>Contenido del anuncio ${n}</p>`,
  execution: 'B',
  startsAt: null,
  publishedAt: '2026-03-01T12:00:00.000Z',
});
