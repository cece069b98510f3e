import { useTranslation } from 'react-i18next';
import type { TContractType } from '@platform/contracts/agent-contracts';
import { RecordResult } from '../../../../components/ui/record-result';
import { useMyContracts } from '../../api/get-my-contracts';
import { ContractRecords } from './contract-records';
import { DownlineContracts } from './downline-contracts';
import { MyContractCard } from './my-contract-card';
import '../../../../styles/contracts.css';

/**
 * The page of one contract type (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): the agent's own contract and what waits for its answer, its settlement records,
 * and its direct downlines' contracts.
 */
export function ContractPane({ type }: { type: TContractType }) {
  const { t } = useTranslation();
  const mine = useMyContracts(type);
  return (
    <div className="agent-pane-body contract-pane" data-testid={`contract-pane-${type}`}>
      <p className="agent-note">{t(`agent.contracts.intro.${type}`)}</p>
      <RecordResult query={mine} isEmpty={() => false} empty={null} errorTestId="my-contract-error" retry>
        {(data) => <MyContractCard mine={data} />}
      </RecordResult>
      <ContractRecords type={type} />
      {mine.data ? <DownlineContracts mine={mine.data} /> : null}
    </div>
  );
}
