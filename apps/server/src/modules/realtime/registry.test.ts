import { describe, expect, it } from 'vitest';
import { createConnectionRegistry, type RealtimeConnection } from './registry';

let nextId = 1;
const connection = (memberId: string): RealtimeConnection => ({
  id: nextId++,
  kind: 'member',
  memberId,
  memberType: 0,
  isTrial: false,
  roomId: null,
  identity: `member:${memberId}`,
  send: () => {},
  resync: async () => {},
});

describe('game topics in the connection registry', () => {
  it('keeps the followers of a topic per connection until they stop following or leave', () => {
    const registry = createConnectionRegistry();
    const a = connection('a');
    const b = connection('b');
    const stranger = connection('c');
    registry.add(a);
    registry.add(b);
    expect(registry.subscribe(a, 'crash')).toBe(true);
    expect(registry.subscribe(a, 'crash')).toBe(true);
    expect(registry.subscribe(b, 'crash')).toBe(true);
    // Only registered (authenticated) connections follow a topic.
    expect(registry.subscribe(stranger, 'crash')).toBe(false);
    expect([...registry.subscribers('crash')]).toEqual([a, b]);

    registry.unsubscribe(b, 'crash');
    expect([...registry.subscribers('crash')]).toEqual([a]);
    registry.remove(a);
    expect([...registry.subscribers('crash')]).toEqual([]);
    expect([...registry.members('b')]).toEqual([b]);
  });
});
