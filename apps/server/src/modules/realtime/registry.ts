import { MAX_CONNECTIONS_PER_IDENTITY, type TRealtimeServerMessage } from '@platform/contracts/realtime';

/** One authenticated WebSocket, as the fan-out sees it. */
export type RealtimeConnection = {
  readonly id: number;
  readonly kind: 'member' | 'chat' | 'operator';
  /** member and chat connections */
  readonly memberId: string | null;
  readonly memberType: number | null;
  readonly isTrial: boolean;
  /** chat connections: their one room */
  readonly roomId: string | null;
  /** member:<id>, chat:<room>:<member>, operator:<actor>: at most MAX_CONNECTIONS_PER_IDENTITY each. */
  readonly identity: string;
  send(message: TRealtimeServerMessage): void;
  /** Sends the current state again (events may have been missed). */
  resync(): Promise<void>;
};

/** The authenticated connections of this process, indexed the ways events address them. */
export function createConnectionRegistry(maxPerIdentity = MAX_CONNECTIONS_PER_IDENTITY) {
  const all = new Set<RealtimeConnection>();
  const byMember = new Map<string, Set<RealtimeConnection>>();
  const byRoom = new Map<string, Set<RealtimeConnection>>();
  const byIdentity = new Map<string, number>();
  const operators = new Set<RealtimeConnection>();
  /** Shared games' followers (`game.subscribe`): topic → connections. */
  const byTopic = new Map<string, Set<RealtimeConnection>>();

  const addTo = (map: Map<string, Set<RealtimeConnection>>, key: string, conn: RealtimeConnection) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(conn);
  };
  const removeFrom = (map: Map<string, Set<RealtimeConnection>>, key: string, conn: RealtimeConnection) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) map.delete(key);
  };

  return {
    /** False when the identity already has its maximum of connections. */
    add(conn: RealtimeConnection): boolean {
      const count = byIdentity.get(conn.identity) ?? 0;
      if (count >= maxPerIdentity) return false;
      byIdentity.set(conn.identity, count + 1);
      all.add(conn);
      if (conn.kind === 'member' && conn.memberId) addTo(byMember, conn.memberId, conn);
      if (conn.kind === 'chat' && conn.roomId) addTo(byRoom, conn.roomId, conn);
      if (conn.kind === 'operator') operators.add(conn);
      return true;
    },
    remove(conn: RealtimeConnection) {
      if (!all.delete(conn)) return;
      const count = (byIdentity.get(conn.identity) ?? 1) - 1;
      if (count <= 0) byIdentity.delete(conn.identity);
      else byIdentity.set(conn.identity, count);
      if (conn.memberId) removeFrom(byMember, conn.memberId, conn);
      if (conn.roomId) removeFrom(byRoom, conn.roomId, conn);
      operators.delete(conn);
      for (const topic of [...byTopic.keys()]) removeFrom(byTopic, topic, conn);
    },
    /** Makes a registered connection follow a shared game's topic; false when it is not registered. */
    subscribe(conn: RealtimeConnection, topic: string): boolean {
      if (!all.has(conn)) return false;
      addTo(byTopic, topic, conn);
      return true;
    },
    unsubscribe(conn: RealtimeConnection, topic: string) {
      removeFrom(byTopic, topic, conn);
    },
    /** The connections following a topic. */
    subscribers: (topic: string): Iterable<RealtimeConnection> => byTopic.get(topic) ?? [],
    /** The member's site connections (not chat-window ones). */
    members: (memberId: string): Iterable<RealtimeConnection> => byMember.get(memberId) ?? [],
    rooms: (roomId: string): Iterable<RealtimeConnection> => byRoom.get(roomId) ?? [],
    operators: (): Iterable<RealtimeConnection> => operators,
    /** Every member site connection. */
    *allMembers(): Iterable<RealtimeConnection> {
      for (const set of byMember.values()) yield* set;
    },
    get size() {
      return all.size;
    },
  };
}

export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>;
