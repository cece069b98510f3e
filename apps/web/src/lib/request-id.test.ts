import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asUuid, newRequestId } from './request-id';

describe('request ids', () => {
  it('a key as a UUID is a valid version-4 UUID, the same for the same key', () => {
    const key = newRequestId();
    expect(z.uuid().safeParse(asUuid(key)).success).toBe(true);
    expect(asUuid(key)).toBe(asUuid(key));
    expect(z.uuid().safeParse(asUuid('ffffffffffffffffffffffffffffffff')).success).toBe(true);
    expect(asUuid(newRequestId())).not.toBe(asUuid(key));
  });
});
