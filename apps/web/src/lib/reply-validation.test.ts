import { describe, expect, it } from 'vitest';
import * as messaging from '@platform/contracts/messaging';
import { checkReply, schemaPathOf } from './reply-validation';

describe('a reply schema picked by its path', () => {
  it('reads the property path a picker walks, so the worker can walk it too', () => {
    expect(schemaPathOf((schemas: typeof messaging) => schemas.ZUnreadCountReplySchema.shape.value)).toEqual([
      'ZUnreadCountReplySchema',
      'shape',
      'value',
    ]);
    expect(schemaPathOf((schemas: typeof messaging) => schemas.ZUnreadCountReplySchema)).toEqual([
      'ZUnreadCountReplySchema',
    ]);
  });

  it('refuses a picker that builds a schema of its own (it could not be replayed elsewhere)', () => {
    expect(() =>
      schemaPathOf((schemas: typeof messaging) => schemas.ZUnreadCountReplySchema.shape.value.optional()),
    ).toThrow(TypeError);
  });

  it('passes a matching reply through its schema', () => {
    const path = ['ZUnreadCountReplySchema', 'shape', 'value'];
    expect(checkReply(messaging, 'messaging', path, { unreadMessage: 3 })).toEqual({
      ok: true,
      data: { unreadMessage: 3 },
    });
  });

  it('refuses a reply that does not match, naming the field', () => {
    const result = checkReply(messaging, 'messaging', ['ZUnreadCountReplySchema', 'shape', 'value'], {
      unreadMessage: 'three',
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain('unreadMessage');
  });

  it('refuses a path that leads to no schema', () => {
    expect(checkReply(messaging, 'messaging', ['ZNoSuchSchema', 'shape'], {})).toEqual({
      ok: false,
      message: 'no reply schema at messaging.ZNoSuchSchema.shape',
    });
  });
});
