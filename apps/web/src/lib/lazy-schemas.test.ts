import { describe, expect, it } from 'vitest';
import { loadedReplySchemas, parseReply } from './lazy-schemas';

describe('reply schemas, one domain at a time', () => {
  it('loads the schemas of the reply’s own domain only, and validates the reply with them', async () => {
    expect(loadedReplySchemas('messaging')).toBeUndefined();
    const value = await parseReply(
      Promise.resolve({ unreadMessage: 3 }),
      'messaging',
      (schemas) => schemas.ZUnreadCountReplySchema.shape.value,
    );
    expect(value).toEqual({ unreadMessage: 3 });
    expect(loadedReplySchemas('messaging')).toBeDefined();
    // Another domain's schemas wait for a reply of their own.
    expect(loadedReplySchemas('wallet')).toBeUndefined();
  });

  it('refuses a reply that does not match its schema', async () => {
    await expect(
      parseReply(
        Promise.resolve({ unreadMessage: 'three' }),
        'messaging',
        (schemas) => schemas.ZUnreadCountReplySchema.shape.value,
      ),
    ).rejects.toThrow();
  });
});
