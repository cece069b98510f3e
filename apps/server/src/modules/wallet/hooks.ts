import { isTrialType } from '@platform/contracts/member-types';
import type { Db } from '../../platform/database';
import type { BalanceReader, MemberCreatedHook } from '../identity/service';
import { readBrand } from './brand';
import { HOUSE, type Ledger } from './ledger/ledger';
import { configMinor, toDecimal } from './money';
import type { WalletSettings } from './settings';

/**
 * The wallet's seams into identity, made before the identity service exists: the balance of member info,
 * and the member-created hook that opens the main wallet and credits a trial account's trial balance
 * (TRIAL_CREDIT from the TRIAL_FUNDING house account, in the transaction that creates the member).
 */
export function createWalletHooks(deps: {
  db: Db;
  ledger: Ledger;
  settings: WalletSettings;
  brand: () => Promise<{ currency: { scale: number } }>;
}) {
  const balanceOf: BalanceReader = async (memberId) => {
    const [brand, state] = await Promise.all([deps.brand(), deps.ledger.mainBalance(deps.db, memberId)]);
    return toDecimal(state.balance, brand.currency.scale);
  };

  const onMemberCreated: MemberCreatedHook = async (tx, member) => {
    const main = await deps.ledger.mainAccount(tx, member.id);
    if (!isTrialType(member.type)) return;
    // Inside identity's transaction: read with it (see brand.ts).
    const [brand, settings] = await Promise.all([readBrand(tx), deps.settings.read(tx)]);
    const amount = configMinor(settings.trialBalance, brand.currency.scale);
    if (amount <= 0n) return;
    await deps.ledger.post(tx, {
      key: `trial:${member.id}`,
      kind: 'TRIAL_CREDIT',
      memberId: member.id,
      remark: 'trial balance',
      actor: 'system',
      // The member is being created: nobody can be watching its balance yet.
      silent: true,
      legs: [
        { account: main, amount },
        { account: await deps.ledger.houseAccount(tx, HOUSE.TRIAL_FUNDING), amount: -amount },
      ],
    });
  };

  return { balanceOf, onMemberCreated };
}
