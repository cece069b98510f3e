import type { TLaunchReply } from '@platform/contracts/bets';
import { api } from '../../../lib/api-client';
import { CLIENT_TYPE } from './keys';
import { parseReply } from '../../../lib/reply-validator';

export const LAUNCH_GAME_PATH = '/wps/relay/GCS_gameLaunchFB';
/** The same launch, used for a PVP room: it seats the member at the room's table. */
export const LAUNCH_ROOM_PATH = '/wps/game/launchGame';

export type TLaunchRequest = {
  nodeId: string;
  vassalage: string;
  gameCode: string;
  language: string;
  /** The site path the game's own "back" button returns to. */
  backUrl: string;
  /** A PVP room (GLS2_roomList) to sit at. */
  roomId?: string;
};

/**
 * GET GCS_gameLaunchFB: a launch token and the address the game opens at. Refusals: 401 NOT_LOGGED_IN,
 * 403 TRIAL_FORBIDDEN, 404 NOT_FOUND, 503 GAME_MAINTENANCE, 502 LAUNCH_FAILED. With a `roomId`
 * (/wps/game/launchGame) it seats the member: also 409 PVP_TABLE_FULL, PVP_BALANCE_BELOW_ENTRY.
 */
export async function launchGame(request: TLaunchRequest): Promise<TLaunchReply> {
  return parseReply(
    api.get<unknown>(request.roomId ? LAUNCH_ROOM_PATH : LAUNCH_GAME_PATH, {
      query: {
        nodeId: request.nodeId,
        vassalage: request.vassalage,
        gameCode: request.gameCode,
        clientType: CLIENT_TYPE,
        platform: 'html5-desktop',
        device: 'WEB',
        language: request.language,
        backUrl: request.backUrl,
        ...(request.roomId ? { roomId: request.roomId } : {}),
      },
    }),
    'bets',
    (schemas) => schemas.ZLaunchReplySchema.shape.value,
  );
}
