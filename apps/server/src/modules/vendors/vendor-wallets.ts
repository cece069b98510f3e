import type { TVendorWallet, TVendorWalletsValue } from '@platform/contracts/sub-wallets';
import type { GamesService } from '../games/service';
import type { VendorAdapterRegistry } from './adapters';

/**
 * Which wallet each catalogue vendor plays from (the seamless wallet area): the main wallet for seamless
 * vendors, a sub-wallet of the consolidated funds for transfer-mode ones (the demo's PT plays from SBX).
 */
export function createVendorWallets({
  games,
  adapters,
}: {
  games: Pick<GamesService, 'catalogueIndex'>;
  adapters: Pick<VendorAdapterRegistry, 'walletOf'>;
}) {
  return async function vendorWallets(): Promise<TVendorWalletsValue> {
    const byVendor = new Map<string, TVendorWallet>();
    for (const game of (await games.catalogueIndex()).games()) {
      if (byVendor.has(game.vendor)) continue;
      byVendor.set(game.vendor, {
        vassalage: game.vendor,
        mode: game.mode,
        walletVendor: adapters.walletOf(game),
      });
    }
    return { vendors: [...byVendor.values()] };
  };
}

export type VendorWallets = ReturnType<typeof createVendorWallets>;
