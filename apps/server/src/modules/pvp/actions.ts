import type { GameActions, GamePresence } from '../realtime/socket';
import { tableOfTopic } from './moves/presence';
import type { PvpTables } from './pvp-tables';

/** The `/ws` moves `pvp.*`, each answered `pvp.ack` with the member's view (or `error`, same ref). */
export function pvpActions(tables: PvpTables): GameActions {
  return {
    'pvp.sit': async (actor, m) => ({ type: 'pvp.ack', ...(await tables.sit(actor, m.tableId, m.seat)) }),
    'pvp.ready': async (actor, m) => ({ type: 'pvp.ack', ...(await tables.ready(actor, m.tableId)) }),
    'pvp.bid': async (actor, m) => ({
      type: 'pvp.ack',
      ...(await tables.bid(actor, m.tableId, m.multiplier)),
    }),
    'pvp.stake': async (actor, m) => ({
      type: 'pvp.ack',
      ...(await tables.stake(actor, m.tableId, m.multiple)),
    }),
    'pvp.show': async (actor, m) => ({ type: 'pvp.ack', ...(await tables.show(actor, m.tableId)) }),
    'pvp.leave': async (actor, m) => ({ type: 'pvp.ack', ...(await tables.leave(actor, m.tableId)) }),
    'pvp.view': async (actor, m) => ({ type: 'pvp.ack', ...(await tables.view(actor, m.tableId)) }),
  };
}

/**
 * Seats marked away when a connection that followed their tables closes (across processes nobody knows if
 * the member has another: the next follow or move of theirs marks them back).
 */
export function pvpPresence(tables: PvpTables): GamePresence {
  return {
    subscribed: async (actor, topic) => {
      const tableId = tableOfTopic(topic);
      if (tableId) await tables.back(actor.memberId, tableId).catch(() => undefined);
    },
    closed: async (memberId, topics) => {
      const tableIds = topics.flatMap((topic) => tableOfTopic(topic) ?? []);
      if (tableIds.length > 0) await tables.away(memberId, tableIds);
    },
  };
}
