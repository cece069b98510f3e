import type { TGameCategory } from '@platform/contracts/categories';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../system/service';
import type {
  TGameInput,
  TGamePatch,
  TOperatorGame,
  TOperatorVendor,
  TVendorInput,
  TVendorPatch,
} from './admin-schemas';
import { artUrlOf, nodeIdOf } from './catalogue.default';
import * as repository from './repository';
import { toCard } from './cards';

/**
 * The operator side of the catalogue: vendors and games created and changed, each change audited in its
 * transaction; `changed()` runs after the commit and drops the lobby caches of this process (others
 * follow within the catalogue's 60 s lifetime).
 */
export function createCatalogueAdmin({ db, clock, changed }: { db: Db; clock: Clock; changed: () => void }) {
  async function toOperatorVendor(executor: Db, row: repository.VendorRow): Promise<TOperatorVendor> {
    const games = (await repository.listGames(executor)).filter((game) => game.vendor === row.code).length;
    return {
      code: row.code,
      displayName: row.displayName,
      gameTypes: row.gameTypes as TGameCategory[],
      mode: row.mode === 'transfer' ? 'transfer' : 'seamless',
      maintenance: row.maintenance,
      sortOrder: row.sortOrder,
      logoUrl: row.logoUrl,
      games,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const toOperatorGame = (row: repository.GameRow, vendor: repository.VendorRow): TOperatorGame => ({
    ...toCard(row, vendor, 'es'),
    names: row.names,
    sortOrder: row.sortOrder,
    gameMaintenance: row.maintenance,
    updatedAt: row.updatedAt.toISOString(),
  });

  /** A game's category must be one its vendor serves (a card elsewhere would never show). */
  function checkGameType(vendor: repository.VendorRow, gameType: string) {
    if (!vendor.gameTypes.includes(gameType))
      throw new AppError('VALIDATION_FAILED', { fields: ['gameType'] });
  }

  async function write<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction(fn);
    changed();
    return result;
  }

  return {
    async listVendorsForOperator(): Promise<TOperatorVendor[]> {
      const [vendors, games] = await Promise.all([repository.listVendors(db), repository.listGames(db)]);
      return vendors.map((row) => ({
        code: row.code,
        displayName: row.displayName,
        gameTypes: row.gameTypes as TGameCategory[],
        mode: row.mode === 'transfer' ? 'transfer' : 'seamless',
        maintenance: row.maintenance,
        sortOrder: row.sortOrder,
        logoUrl: row.logoUrl,
        games: games.filter((game) => game.vendor === row.code).length,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    async createVendor(input: TVendorInput, author: ChangeAuthor): Promise<TOperatorVendor> {
      return write(async (tx) => {
        const row = await repository.insertVendor(tx, { ...input, updatedAt: clock.now() });
        if (!row) throw new AppError('CONFLICT', { fields: ['code'] });
        const vendor = await toOperatorVendor(tx, row);
        await recordAudit(tx, {
          ...author,
          action: 'games.vendor.create',
          target: `game-vendor:${row.code}`,
          before: null,
          after: vendor,
        });
        return vendor;
      });
    },

    /** Display name, categories, mode, maintenance, order, logo; a category its games use stays. */
    async updateVendor(code: string, patch: TVendorPatch, author: ChangeAuthor): Promise<TOperatorVendor> {
      return write(async (tx) => {
        const beforeRow = await repository.findVendor(tx, code);
        if (!beforeRow) throw new AppError('NOT_FOUND', { fields: ['code'] });
        if (patch.gameTypes) {
          const used = new Set(
            (await repository.listGames(tx)).filter((g) => g.vendor === code).map((g) => g.gameType),
          );
          if ([...used].some((type) => !patch.gameTypes!.includes(type as TGameCategory))) {
            throw new AppError('VALIDATION_FAILED', { fields: ['gameTypes'] });
          }
        }
        const before = await toOperatorVendor(tx, beforeRow);
        const row = await repository.updateVendor(tx, code, { ...patch, updatedAt: clock.now() });
        const after = await toOperatorVendor(tx, row!);
        await recordAudit(tx, {
          ...author,
          action: 'games.vendor.update',
          target: `game-vendor:${code}`,
          before,
          after,
        });
        return after;
      });
    },

    async listGamesForOperator(filter: { vendor?: string | undefined; gameType?: string | undefined }) {
      const [vendors, games] = await Promise.all([repository.listVendors(db), repository.listGames(db)]);
      const byCode = new Map(vendors.map((vendor) => [vendor.code, vendor]));
      return games
        .filter(
          (game) =>
            (!filter.vendor || game.vendor === filter.vendor) &&
            (!filter.gameType || game.gameType === filter.gameType),
        )
        .flatMap((game) => {
          const vendor = byCode.get(game.vendor);
          return vendor ? [toOperatorGame(game, vendor)] : [];
        });
    },

    async createGame(input: TGameInput, author: ChangeAuthor): Promise<TOperatorGame> {
      return write(async (tx) => {
        const vendor = await repository.findVendor(tx, input.vendor);
        if (!vendor) throw new AppError('NOT_FOUND', { fields: ['vendor'] });
        checkGameType(vendor, input.gameType);
        const nodeId = nodeIdOf(input.vendor, input.gameCode);
        const { iconUrl, ...rest } = input;
        const row = await repository.insertGame(tx, {
          ...rest,
          nodeId,
          iconUrl: iconUrl ?? artUrlOf(nodeId),
          updatedAt: clock.now(),
        });
        if (!row) throw new AppError('CONFLICT', { fields: ['gameCode'] });
        const game = toOperatorGame(row, vendor);
        await recordAudit(tx, {
          ...author,
          action: 'games.game.create',
          target: `game:${nodeId}`,
          before: null,
          after: game,
        });
        return game;
      });
    },

    /** Names, category, hot/new flags, order, maintenance, platforms, icon. */
    async updateGame(nodeId: string, patch: TGamePatch, author: ChangeAuthor): Promise<TOperatorGame> {
      return write(async (tx) => {
        const beforeRow = await repository.findGame(tx, nodeId);
        if (!beforeRow) throw new AppError('NOT_FOUND', { fields: ['nodeId'] });
        const vendor = (await repository.findVendor(tx, beforeRow.vendor))!;
        if (patch.gameType) checkGameType(vendor, patch.gameType);
        const clean = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
        const row = await repository.updateGame(tx, nodeId, { ...clean, updatedAt: clock.now() });
        const before = toOperatorGame(beforeRow, vendor);
        const after = toOperatorGame(row!, vendor);
        await recordAudit(tx, {
          ...author,
          action: 'games.game.update',
          target: `game:${nodeId}`,
          before,
          after,
        });
        return after;
      });
    },
  };
}
