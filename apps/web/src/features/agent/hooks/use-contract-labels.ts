import { useTranslation } from 'react-i18next';
import type { TContract } from '@platform/contracts/agent-contracts';

type TParty = TContract['issuer'];

/** Names the parties of a contract as the agent centre shows them: the account, or "Operator" for the operator. */
export function useContractLabels() {
  const { t } = useTranslation();
  const party = (who: TParty): string => (who ? who.account : t('agent.contracts.operator'));
  return {
    party,
    /** Who asked for a pending termination. */
    requester: (contract: TContract): string => {
      switch (contract.termination?.requestedBy) {
        case 'AGENT':
          return contract.agent.account;
        case 'OPERATOR':
          return t('agent.contracts.operator');
        default:
          return party(contract.issuer);
      }
    },
  };
}
