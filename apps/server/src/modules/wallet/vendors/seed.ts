import { systemClock } from '../../../platform/clock';
import type { Seeder } from '../../../seed/types';
import * as identityRepository from '../../identity/repository';
import { readBrand } from '../brand';
import { createBalancePublisher } from '../ledger/events';
import { createLedger, hashRequest, HOUSE } from '../ledger/ledger';
import { configMinor } from '../money';
import {
  findVendorTransferByReference,
  insertVendorTransfer,
  sandboxVendor,
  updateVendorTransfer,
} from '../repository';
import { SANDBOX_VENDOR_CODE } from './sandbox-vendor';

/** Money the demo accounts have moved to the sandbox transfer-mode vendor (decimals). */
export const DEMO_SUB_WALLETS: ReadonlyArray<{ account: string; amount: number }> = [
  { account: 'demo_player', amount: 250 },
];

/**
 * Demo sub-wallet balances: a settled transfer main → SBX for each demo account above, written as the
 * transfer path writes it (the transfer row, the debit to the member's sub-wallet account, the settlement
 * to the vendor's clearing account, and the vendor's own side), so the seamless area shows a transfer-mode
 * vendor with money to bring back. Idempotent by the transfer's reference.
 */
export const walletDemoSubWalletsSeeder: Seeder = {
  name: 'wallet.demo-sub-wallets',
  demo: true,
  async run(db) {
    const brand = await readBrand(db);
    const ledger = createLedger({
      clock: systemClock,
      publisher: createBalancePublisher(),
      currency: async () => brand.currency.code,
      timeZone: async () => brand.timeZone,
    });
    for (const seed of DEMO_SUB_WALLETS) {
      const member = await identityRepository.findMemberByAccount(db, seed.account);
      if (!member) continue;
      const reference = `demo-sub-wallet:${SANDBOX_VENDOR_CODE}`;
      if (await findVendorTransferByReference(db, member.id, reference)) continue;
      const amount = configMinor(seed.amount, brand.currency.scale);
      const now = new Date();
      const transfer = await insertVendorTransfer(db, {
        memberId: member.id,
        vendor: SANDBOX_VENDOR_CODE,
        direction: 'IN',
        amount,
        reference,
        requestHash: hashRequest({ vendor: SANDBOX_VENDOR_CODE, direction: 'IN', amount }),
        status: 'PENDING',
        createdAt: now,
        updatedAt: now,
      });
      if (!transfer) continue;
      const common = { memberId: member.id, reference: transfer.id, actor: 'seed', silent: true } as const;
      const transit = await ledger.vendorAccount(db, member.id, SANDBOX_VENDOR_CODE);
      await ledger.post(db, {
        ...common,
        key: `vtransfer:${transfer.id}:debit`,
        kind: 'VENDOR_TRANSFER_IN',
        remark: SANDBOX_VENDOR_CODE,
        legs: [
          { account: await ledger.mainAccount(db, member.id), amount: -amount },
          { account: transit, amount },
        ],
      });
      await ledger.post(db, {
        ...common,
        key: `vtransfer:${transfer.id}:settle`,
        kind: 'VENDOR_TRANSFER_IN',
        remark: SANDBOX_VENDOR_CODE,
        legs: [
          { account: transit, amount: -amount },
          {
            account: await ledger.houseAccount(db, HOUSE.VENDOR_CLEARING, SANDBOX_VENDOR_CODE),
            amount,
          },
        ],
      });
      await sandboxVendor.credit(db, member.id, amount);
      await sandboxVendor.insertTransfer(db, {
        transferId: transfer.id,
        memberId: member.id,
        direction: 'IN',
        amount,
        status: 'SUCCESS',
        createdAt: now,
      });
      await updateVendorTransfer(db, transfer.id, { status: 'SUCCESS', resolvedAt: now, updatedAt: now });
    }
  },
};
