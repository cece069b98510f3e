import type { TBrandConfig } from '@platform/contracts/system';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/database';
import type { GamesService } from '../../games/service';
import type { VendorLaunchAdapter } from '../adapters';
import type { VendorSecrets } from '../secrets';
import { createSandboxLaunchAdapter } from './adapter';
import { createSandboxVendorBackend, type SandboxBackendDeps, type SandboxVendorBackend } from './backend';
import type { SandboxOutcomeMode } from './outcome';
import { createTransferPlay } from './transfer-rounds';

export type SandboxGameVendor = { adapter: VendorLaunchAdapter; backend: SandboxVendorBackend };

/** The sandbox vendor: its launch adapter and its backend, sharing the key that signs game sessions. */
export function createSandboxGameVendor(deps: {
  db: Db;
  clock: Clock;
  games: GamesService;
  brand: () => Promise<TBrandConfig>;
  secrets: VendorSecrets;
  deliver: SandboxBackendDeps['deliver'];
  outcome: SandboxOutcomeMode;
  rtp: number;
  log: SandboxBackendDeps['log'];
}): SandboxGameVendor {
  // The sandbox's own key (not a vendor wallet secret): it signs the session in the game page's address.
  const sessionKey = deps.secrets.secretOf('SANDBOX_GAME_SESSION');
  return {
    adapter: createSandboxLaunchAdapter(sessionKey),
    backend: createSandboxVendorBackend({
      secrets: deps.secrets,
      sessionKey,
      deliver: deps.deliver,
      games: deps.games,
      brand: deps.brand,
      outcome: deps.outcome,
      rtp: deps.rtp,
      transfer: createTransferPlay(deps),
      log: deps.log,
    }),
  };
}
