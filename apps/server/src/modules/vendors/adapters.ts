import type { TLanguage } from '@platform/contracts/i18n';
import type { TransferVendorAdapter, TransferVendorRegistry } from '../wallet/vendors/registry';
import type { CatalogueGame } from '../games/service';

/**
 * Vendor adapters: what the platform asks of a game vendor when a member opens one of its games. A
 * seamless vendor then calls our vendor wallet API with the launch token; a transfer-mode vendor plays
 * from the money the member moved to it (the wallet's transfer registry names those vendors).
 */

export type LaunchMember = { id: string; account: string };

export type LaunchOptions = {
  /** The launch token (vendor-wallet-api.md `token`): the vendor sends it back on every wallet call. */
  token: string;
  expiresAt: Date;
  language: TLanguage;
  /** A path of this site the game's "back" button returns to, or null. */
  backUrl: string | null;
  /** For a transfer-mode game: the code of the vendor wallet (sub-wallet) it plays from. */
  walletVendor: string | null;
  /** The lottery lobby launch (spec §7 "Lottery"): area, mode, prize mode, view. */
  lottery: { lottoArea?: string; launchMode?: string; prizeMode?: string; view?: string } | null;
  /** A PVP room (the launch's `roomId`): the in-house PVP game seats the player at its table; else null. */
  room: string | null;
};

export type VendorLaunchAdapter = {
  /**
   * The address the game opens at; throws when the vendor cannot open it (the launch answers 502
   * LAUNCH_FAILED; an AppError reaches the player as it is, e.g. a PVP table's refusal).
   */
  launch(game: CatalogueGame, member: LaunchMember, options: LaunchOptions): Promise<string>;
  /**
   * The origins (`https://games.vendor.com`) its launch addresses open at; the site's policy lets the game
   * frame show only these. Omitted: the addresses are paths of this site.
   */
  origins?: readonly string[];
};

/** How a game is launched: its adapter and, for a transfer-mode vendor, the sub-wallet it plays from. */
export type LaunchRoute = { adapter: VendorLaunchAdapter; walletVendor: string | null };

export type VendorAdapterRegistry = {
  /** null: no adapter can open this vendor's games (the launch answers 502 LAUNCH_FAILED). */
  routeOf(game: Pick<CatalogueGame, 'vendor' | 'mode'>): LaunchRoute | null;
  /** The sub-wallet a vendor's games play from: null for a seamless vendor (or one without a sub-wallet). */
  walletOf(game: Pick<CatalogueGame, 'vendor' | 'mode'>): string | null;
  /** CSP `frame-src` sources of every address a launch can answer (`'self'` for this site's paths). */
  frameSources(): string[];
};

export type VendorAdapterRegistryOptions = {
  /** Adapters of real vendors, by vendor code. */
  adapters?: Readonly<Record<string, VendorLaunchAdapter>>;
  /** The sandbox vendor's adapter: opens every vendor without a real adapter; null when the sandbox is off. */
  sandbox: VendorLaunchAdapter | null;
  /** The wallet's transfer-mode vendors (sub-wallets). */
  transferWallets: TransferVendorRegistry;
  /**
   * The sub-wallet that stands in for a transfer-mode vendor without one of its own (the wallet's sandbox
   * transfer vendor, SBX), or null: such vendors cannot be launched.
   */
  sandboxTransferWallet: string | null;
};

/**
 * Seamless vendors: their own adapter, else the sandbox. Transfer-mode vendors: they play from their own
 * sub-wallet when the wallet has one for their code; otherwise from the sandbox transfer vendor's
 * sub-wallet (demo catalogue: PT plays from SBX), else they cannot be launched.
 */
export function createVendorAdapterRegistry(options: VendorAdapterRegistryOptions): VendorAdapterRegistry {
  const adapters = new Map(
    Object.entries(options.adapters ?? {}).map(([code, a]) => [code.toUpperCase(), a]),
  );
  const walletOf = (vendor: string): TransferVendorAdapter | null =>
    options.transferWallets.get(vendor) ??
    (options.sandboxTransferWallet ? options.transferWallets.get(options.sandboxTransferWallet) : null);
  const frameSources = [
    ...new Set(
      [...adapters.values(), ...(options.sandbox ? [options.sandbox] : [])].flatMap((adapter) =>
        adapter.origins ? [...adapter.origins] : ["'self'"],
      ),
    ),
  ];
  return {
    frameSources: () => frameSources,
    routeOf(game) {
      const adapter = adapters.get(game.vendor.toUpperCase()) ?? options.sandbox;
      if (!adapter) return null;
      if (game.mode === 'seamless') return { adapter, walletVendor: null };
      const wallet = walletOf(game.vendor);
      return wallet ? { adapter, walletVendor: wallet.code } : null;
    },
    walletOf: (game) => (game.mode === 'seamless' ? null : (walletOf(game.vendor)?.code ?? null)),
  };
}
