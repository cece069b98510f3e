import { z } from 'zod';

/*
 * What other domains know of a PVP table: its id and its seats (the bets' rooms, the vendors' seed). A module
 * of its own, so the bet records' schemas (the home page's winner board) do not build the PVP tables' with
 * them; `pvp.ts` re-exports it.
 */

/** Seats of a table (the rooms' default; a room may have fewer, at least 2). */
export const PVP_MAX_SEATS = 6;
export const PVP_MIN_PLAYERS = 2;

export const PVP_TABLE_ID_PATTERN = /^[A-Za-z0-9_.-]{1,80}$/;
export const ZPvpTableIdSchema = z.string().regex(PVP_TABLE_ID_PATTERN, 'malformed tableId');
