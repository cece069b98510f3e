import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { disableZodCodegen } from './zod-jitless';

describe('disableZodCodegen', () => {
  it('turns on the jitless setting of the zod that is loaded', () => {
    expect(z.config().jitless).toBeFalsy();
    disableZodCodegen();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'b' })).toEqual({ a: 'b' });
    z.config({ jitless: false });
  });
});
