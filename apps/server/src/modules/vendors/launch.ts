import type { TLaunchQuery, TLaunchReply } from '@platform/contracts/bets';
import type { TLanguage } from '@platform/contracts/i18n';
import { isAgentOnlyType } from '@platform/contracts/member-types';
import type { AuthMember } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { CatalogueGame, GamesService } from '../games/service';
import type { VendorAdapterRegistry } from './adapters';
import { issueLaunchToken } from './launch-tokens';

export type LaunchDeps = {
  db: Db;
  clock: Clock;
  games: GamesService;
  adapters: VendorAdapterRegistry;
  log: { warn(details: object, message: string): void };
};

/** A path of this site ("/…", not "//host"), else null: a launch never sends the member elsewhere. */
export function safeBackUrl(backUrl: string | undefined): string | null {
  if (!backUrl || !backUrl.startsWith('/') || backUrl.startsWith('//') || backUrl.includes('\\')) return null;
  return /^[\x21-\x7e]+$/.test(backUrl) ? backUrl : null;
}

async function findGame(games: GamesService, query: TLaunchQuery): Promise<CatalogueGame> {
  if (query.nodeId) {
    const game = await games.findGame({ nodeId: query.nodeId });
    if (!game) throw new AppError('NOT_FOUND', { fields: ['nodeId'] });
    const vendor = query.vendor ?? query.vassalage;
    if (vendor && vendor !== game.vendor) throw new AppError('NOT_FOUND', { fields: ['vassalage'] });
    return game;
  }
  const gameCode = query.gameCode!;
  const vendor = query.vendor ?? query.vassalage;
  if (vendor) {
    const game = await games.findGame({ vendor, gameCode });
    if (!game) throw new AppError('NOT_FOUND', { fields: ['gameCode'] });
    return game;
  }
  // A bare game code (the lottery pages send one) must name one game only.
  const matches = (await games.catalogueIndex()).games().filter((game) => game.gameCode === gameCode);
  if (matches.length === 0) throw new AppError('NOT_FOUND', { fields: ['gameCode'] });
  if (matches.length > 1) throw new AppError('VALIDATION_FAILED', { fields: ['vassalage'] });
  return (await games.findGame({ nodeId: matches[0]!.nodeId }))!;
}

/**
 * Opening a game (GCS_gameLaunchFB, /wps/game/launchGame) for a real, logged-in member (the route's auth
 * refuses visitors and trial accounts): the game must exist, be a game (not a vendor's `VASSALAGE` card)
 * and be out of maintenance, with its vendor; then a launch token is issued, the play is recorded for
 * GCS_recentGame and the vendor's adapter gives the address.
 */
export function createLaunch({ db, clock, games, adapters, log }: LaunchDeps) {
  return async function launchGame(
    member: Pick<AuthMember, 'id' | 'account' | 'type'>,
    query: TLaunchQuery,
    language: TLanguage,
  ): Promise<TLaunchReply> {
    // Agent-only accounts (41, 42) never play; their agent-portal session must not open a game either.
    if (isAgentOnlyType(member.type)) throw new AppError('FORBIDDEN');
    const game = await findGame(games, query);
    if (game.isGame === 'VASSALAGE') {
      throw new AppError('VALIDATION_FAILED', { fields: ['nodeId'], details: { reason: 'VASSALAGE' } });
    }
    if (game.maintenance) throw new AppError('GAME_MAINTENANCE');
    const route = adapters.routeOf(game);
    if (!route) {
      log.warn({ vendor: game.vendor, mode: game.mode }, 'no adapter can launch this vendor');
      throw new AppError('LAUNCH_FAILED');
    }
    const now = clock.now();
    const { token, expiresAt } = await issueLaunchToken(db, {
      memberId: member.id,
      vendor: game.vendor,
      gameCode: game.gameCode,
      nodeId: game.nodeId,
      now,
    });
    let url: string;
    try {
      url = await route.adapter.launch(game, member, {
        token,
        expiresAt,
        language,
        backUrl: safeBackUrl(query.backUrl),
        walletVendor: route.walletVendor,
        lottery:
          query.lottoArea || query.launchMode || query.prizeMode || query.view
            ? {
                ...(query.lottoArea ? { lottoArea: query.lottoArea } : {}),
                ...(query.launchMode ? { launchMode: query.launchMode } : {}),
                ...(query.prizeMode ? { prizeMode: query.prizeMode } : {}),
                ...(query.view ? { view: query.view } : {}),
              }
            : null,
        room: query.roomId ?? null,
      });
    } catch (error) {
      // The platform's own refusals (an in-house PVP table full, a balance below its entry …) as they are.
      if (error instanceof AppError) throw error;
      log.warn({ vendor: game.vendor, err: error }, 'vendor launch failed');
      throw new AppError('LAUNCH_FAILED', { cause: error });
    }
    await games.recordPlay(member.id, game.nodeId);
    return {
      url,
      nodeId: game.nodeId,
      vassalage: game.vendor,
      gameCode: game.gameCode,
      gameName: game.nameIn(language),
      mode: game.mode,
      expiresAt: expiresAt.toISOString(),
    };
  };
}

export type LaunchGame = ReturnType<typeof createLaunch>;
