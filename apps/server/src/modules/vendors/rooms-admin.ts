import { randomBytes } from 'node:crypto';
import type { TOperatorRoom, TOperatorRoomInput, TOperatorRoomPatch } from '@platform/contracts/bets';
import { minorToDecimal } from '@platform/contracts/money';
import type { TBrandConfig } from '@platform/contracts/system';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { CatalogueGame, GamesService } from '../games/service';
import { recordAudit, type ChangeAuthor } from '../system/service';
import { MAX_POSTING_MINOR } from '../wallet/ledger/ledger';
import { toMinor } from '../wallet/money';
import * as repository from './reads-repository';

export type RoomAdminDeps = {
  db: Db;
  games: Pick<GamesService, 'catalogueIndex' | 'findGame' | 'listVendorsForOperator'>;
  brand: () => Promise<Pick<TBrandConfig, 'currency'>>;
};

/**
 * The operator side of the PVP rooms (GLS2_roomList): rooms of a PVP game created, changed and removed,
 * each change audited in its transaction. GLS2_roomList reads the rooms without a cache, so a change
 * shows there at once.
 */
export function createRoomAdmin({ db, games, brand }: RoomAdminDeps) {
  const toOperatorRoom = (
    row: repository.RoomRow,
    game: CatalogueGame | null,
    scale: number,
  ): TOperatorRoom => ({
    roomId: row.id,
    nodeId: row.nodeId,
    vendor: game?.vendor ?? null,
    gameCode: game?.gameCode ?? null,
    gameName: game?.nameIn('es') ?? null,
    names: row.names,
    baseBet: minorToDecimal(row.baseBet, scale),
    minBalance: minorToDecimal(row.minBalance, scale),
    sortOrder: row.sortOrder,
    seats: row.seats,
  });

  /** A decimal of the request in minor units: positive, at most the currency's decimals, not absurd. */
  function minorOf(amount: number, scale: number, field: 'baseBet' | 'minBalance'): bigint {
    const minor = toMinor(amount, scale, field);
    if (minor > MAX_POSTING_MINOR) throw new AppError('VALIDATION_FAILED', { fields: [field] });
    return minor;
  }

  /** A member must be able to afford at least one base bet with the entry balance. */
  function checkEntry(baseBet: bigint, minBalance: bigint) {
    if (minBalance < baseBet) throw new AppError('VALIDATION_FAILED', { fields: ['minBalance'] });
  }

  /** The PVP game a new room belongs to: an unknown vendor or game is 404, another category 400. */
  async function pvpGame(vendor: string, gameCode: string): Promise<CatalogueGame> {
    const game = await games.findGame({ vendor, gameCode });
    if (!game) {
      const knownVendor = (await games.listVendorsForOperator()).some((row) => row.code === vendor);
      throw new AppError('NOT_FOUND', { fields: [knownVendor ? 'gameCode' : 'vendor'] });
    }
    if (game.gameType !== 'PVP' || game.isGame !== 'GAME') {
      throw new AppError('VALIDATION_FAILED', { fields: ['gameCode'] });
    }
    return game;
  }

  return {
    /** Every room in the player read's order, optionally of one vendor or game. */
    async list(filter: { vendor?: string | undefined; gameCode?: string | undefined }) {
      const [rows, index, { currency }] = await Promise.all([
        repository.listRooms(db),
        games.catalogueIndex(),
        brand(),
      ]);
      return rows.flatMap((row) => {
        const game = index.byNode(row.nodeId);
        if (filter.vendor && game?.vendor !== filter.vendor) return [];
        if (filter.gameCode && game?.gameCode !== filter.gameCode) return [];
        return [toOperatorRoom(row, game, currency.scale)];
      });
    },

    async create(input: TOperatorRoomInput, author: ChangeAuthor): Promise<TOperatorRoom> {
      const { scale } = (await brand()).currency;
      const game = await pvpGame(input.vendor, input.gameCode);
      const baseBet = minorOf(input.baseBet, scale, 'baseBet');
      const minBalance = minorOf(input.minBalance, scale, 'minBalance');
      checkEntry(baseBet, minBalance);
      const id = input.roomId ?? `${game.nodeId}-${randomBytes(4).toString('hex')}`;
      return db.transaction(async (tx) => {
        const row = await repository.insertRoom(tx, {
          id,
          nodeId: game.nodeId,
          names: input.names,
          baseBet,
          minBalance,
          sortOrder: input.sortOrder,
          seats: input.seats,
        });
        if (!row) throw new AppError('CONFLICT', { fields: ['roomId'] });
        const room = toOperatorRoom(row, game, scale);
        await recordAudit(tx, {
          ...author,
          action: 'vendors.room.create',
          target: `pvp-room:${id}`,
          before: null,
          after: room,
        });
        return room;
      });
    },

    /** Names, base bet, entry balance, order, seats; the entry balance still covers the base bet after it. */
    async update(roomId: string, patch: TOperatorRoomPatch, author: ChangeAuthor): Promise<TOperatorRoom> {
      const { scale } = (await brand()).currency;
      const baseBet = patch.baseBet === undefined ? undefined : minorOf(patch.baseBet, scale, 'baseBet');
      const minBalance =
        patch.minBalance === undefined ? undefined : minorOf(patch.minBalance, scale, 'minBalance');
      // Read before the transaction: on PGlite a read on the root connection would wait for it.
      const index = await games.catalogueIndex();
      return db.transaction(async (tx) => {
        const beforeRow = await repository.findRoom(tx, roomId, { lock: true });
        if (!beforeRow) throw new AppError('NOT_FOUND', { fields: ['roomId'] });
        checkEntry(baseBet ?? beforeRow.baseBet, minBalance ?? beforeRow.minBalance);
        const row = await repository.updateRoom(tx, roomId, {
          ...(patch.names ? { names: patch.names } : {}),
          ...(baseBet === undefined ? {} : { baseBet }),
          ...(minBalance === undefined ? {} : { minBalance }),
          ...(patch.sortOrder === undefined ? {} : { sortOrder: patch.sortOrder }),
          ...(patch.seats === undefined ? {} : { seats: patch.seats }),
        });
        const game = index.byNode(beforeRow.nodeId);
        const before = toOperatorRoom(beforeRow, game, scale);
        const after = toOperatorRoom(row!, game, scale);
        await recordAudit(tx, {
          ...author,
          action: 'vendors.room.update',
          target: `pvp-room:${roomId}`,
          before,
          after,
        });
        return after;
      });
    },

    /** Removes a room from GLS2_roomList for good. */
    async remove(roomId: string, author: ChangeAuthor): Promise<void> {
      const { scale } = (await brand()).currency;
      const index = await games.catalogueIndex();
      await db.transaction(async (tx) => {
        const row = await repository.deleteRoom(tx, roomId);
        if (!row) throw new AppError('NOT_FOUND', { fields: ['roomId'] });
        await recordAudit(tx, {
          ...author,
          action: 'vendors.room.delete',
          target: `pvp-room:${roomId}`,
          before: toOperatorRoom(row, index.byNode(row.nodeId), scale),
          after: null,
        });
      });
    },
  };
}

export type RoomAdmin = ReturnType<typeof createRoomAdmin>;
