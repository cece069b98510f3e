import { describe, expect, it } from 'vitest';
import {
  markPopupClosed,
  popupExecution,
  popupStorageKey,
  shouldShowPopup,
  type TPopupViewer,
} from './popup-rule';

const visitor: TPopupViewer = { hasToken: false, isLogin: false, firstLogin: false, memberId: null };
const member: TPopupViewer = { hasToken: true, isLogin: true, firstLogin: false, memberId: '42' };
const firstLogin: TPopupViewer = { ...member, firstLogin: true };
const loading: TPopupViewer = { hasToken: true, isLogin: false, firstLogin: false, memberId: null };

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

const decide = (
  viewer: TPopupViewer,
  storage = memoryStorage(),
  extra: Partial<Parameters<typeof shouldShowPopup>[0]> = {},
) =>
  shouldShowPopup({ viewer, storage, popupCount: 1, shownKeys: new Set(), otherModalOpen: false, ...extra });

describe('announcement pop-up rule (spec §4)', () => {
  it('shows visitors execution B, members A, and F on their first login', () => {
    expect(popupExecution(visitor)).toBe('B');
    expect(popupExecution(member)).toBe('A');
    expect(popupExecution(firstLogin)).toBe('F');
  });

  it('waits while the session’s member is loading, so a member never sees the visitors’ pop-up', () => {
    expect(popupExecution(loading)).toBeNull();
    expect(popupStorageKey(loading)).toBeNull();
    expect(decide(loading)).toBe(false);
  });

  it('keeps the closed flag under the member’s key or the anonymous key', () => {
    expect(popupStorageKey(visitor)).toBe('announcementPopupClosed:anonymous');
    expect(popupStorageKey(member)).toBe('announcementPopupClosed:42');
    expect(popupStorageKey({ ...member, memberId: '7' })).toBe('announcementPopupClosed:7');
  });

  it('shows until closed; once closed it stays closed for the session', () => {
    const storage = memoryStorage();
    expect(decide(visitor, storage)).toBe(true);
    markPopupClosed(visitor, storage);
    expect(storage.map.get('announcementPopupClosed:anonymous')).toBe('1');
    expect(decide(visitor, storage)).toBe(false);
  });

  it('a visitor closing it does not close it for the member who logs in next (and the other way round)', () => {
    const storage = memoryStorage();
    markPopupClosed(visitor, storage);
    expect(decide(member, storage)).toBe(true);
    markPopupClosed(member, storage);
    expect(decide({ ...member, memberId: '43' }, storage)).toBe(true);
  });

  it('opens once per page life even when not closed, waits for other popups, and needs pop-up notices', () => {
    expect(
      decide(visitor, memoryStorage(), { shownKeys: new Set(['announcementPopupClosed:anonymous']) }),
    ).toBe(false);
    expect(decide(visitor, memoryStorage(), { otherModalOpen: true })).toBe(false);
    expect(decide(visitor, memoryStorage(), { popupCount: 0 })).toBe(false);
  });

  it('still shows (and does not crash) without session storage', () => {
    expect(
      shouldShowPopup({
        viewer: visitor,
        storage: null,
        popupCount: 2,
        shownKeys: new Set(),
        otherModalOpen: false,
      }),
    ).toBe(true);
    expect(() => markPopupClosed(visitor, null)).not.toThrow();
  });
});
