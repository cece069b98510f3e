import { describe, expect, it } from 'vitest';
import { formatBrandTime, formatGmtOffset } from './brand-clock';

describe('agent clock', () => {
  it('shows the GMT offset with a plus sign when non-negative', () => {
    expect(formatGmtOffset(480)).toBe('GMT+8');
    expect(formatGmtOffset(0)).toBe('GMT+0');
    expect(formatGmtOffset(-360)).toBe('GMT-6');
    expect(formatGmtOffset(330)).toBe('GMT+5:30');
  });

  it('shows the brand wall-clock time', () => {
    expect(formatBrandTime(new Date('2025-01-01T23:30:05Z'), 480)).toBe('07:30:05');
    expect(formatBrandTime(new Date('2025-01-01T03:00:00Z'), -360)).toBe('21:00:00');
  });
});
