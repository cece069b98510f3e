import type { TPvpMe, TPvpSeat, TPvpTableReply, TPvpTableView } from '@platform/contracts/pvp';

/** The table as the page holds it: the view, the member's part, and the server clock's lead over ours (ms). */
export type TPvpLiveTable = TPvpTableReply & { offsetMs: number };

export const withClockOffset = (reply: TPvpTableReply, now = Date.now()): TPvpLiveTable => ({
  ...reply,
  offsetMs: Date.parse(reply.view.serverTime) - now,
});

/**
 * The table after an event or an answer: an older `version` than the one shown is dropped (events and
 * answers may cross); an event without `me` (the member is not seated, or a broadcast) keeps the one shown.
 */
export function applyPvpView(
  state: TPvpLiveTable,
  view: TPvpTableView,
  me: TPvpMe | undefined,
  now = Date.now(),
): TPvpLiveTable {
  if (view.tableId !== state.view.tableId || view.version < state.view.version) return state;
  return withClockOffset({ view, me: me ?? state.me }, now);
}

/** The member's own seat in the public view, when seated. */
export function mySeatOf(state: Pick<TPvpLiveTable, 'view' | 'me'>): TPvpSeat | null {
  const { seat } = state.me;
  if (seat === null) return null;
  return state.view.occupants.find((occupant) => occupant.seat === seat) ?? null;
}

/**
 * Where each seat sits around the table, as a fraction of its width and height: the member's own seat (or
 * seat 0 for an onlooker) at the bottom, the others clockwise. Seat index → { x, y } in 0–1.
 */
export function seatPositions(
  seats: number,
  ownSeat: number | null,
): Array<{ seat: number; x: number; y: number }> {
  const first = ownSeat ?? 0;
  return Array.from({ length: seats }, (_, step) => {
    const angle = Math.PI / 2 + (step * 2 * Math.PI) / seats;
    return {
      seat: (first + step) % seats,
      x: 0.5 + 0.38 * Math.cos(angle),
      // The ring sits a little high: the member's own seat at the bottom is the tallest (larger cards).
      y: 0.45 + 0.4 * Math.sin(angle),
    };
  });
}

/** Milliseconds left of the phase by the server's clock (0 when past or no deadline). */
export function msLeft(view: TPvpTableView, offsetMs: number, now = Date.now()): number {
  if (!view.deadline) return 0;
  return Math.max(0, Date.parse(view.deadline) - (now + offsetMs));
}
