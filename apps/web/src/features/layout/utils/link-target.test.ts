import { describe, expect, it } from 'vitest';
import { internalPath } from './link-target';

describe('internalPath', () => {
  const origin = 'https://fortuna.test';

  it('keeps links of this site in the app, with their query and hash', () => {
    expect(internalPath('https://fortuna.test/help#term', origin)).toBe('/help#term');
    expect(internalPath('/member/chat?room=1', origin)).toBe('/member/chat?room=1');
  });

  it('sends other sites and schemes to a new tab', () => {
    expect(internalPath('https://t.me/fortuna', origin)).toBeNull();
    expect(internalPath('tg://resolve?domain=fortuna', origin)).toBeNull();
    expect(internalPath('http://fortuna.test/help', origin)).toBeNull();
  });
});
