import type { VendorLaunchAdapter } from '../adapters';
import { encodeSession } from './session';

/** Where the sandbox vendor serves its game page (same origin: the site shows it in its game frame). */
export const SANDBOX_PLAY_PATH = '/sandbox-vendor/play';

/**
 * The sandbox vendor's launch adapter: like a real vendor's "create game session" call, it hands back
 * the address of the game page, carrying a signed session (member, game, launch token, language).
 */
export function createSandboxLaunchAdapter(sessionKey: string): VendorLaunchAdapter {
  return {
    async launch(game, member, options) {
      const session = encodeSession(sessionKey, {
        token: options.token,
        account: member.account,
        vendor: game.vendor,
        gameCode: game.gameCode,
        nodeId: game.nodeId,
        language: options.language,
        walletVendor: options.walletVendor,
        backUrl: options.backUrl,
      });
      return `${SANDBOX_PLAY_PATH}?session=${session}`;
    },
  };
}
