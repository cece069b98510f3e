import type {
  TContract,
  TContractStatus,
  TContractType,
  TSettlementStatus,
} from '@platform/contracts/agent-contracts';
import type { TStatusTone } from '../../../components/ui/status-badge';
import type { TAgentEntry } from './agent-menu';

/** The agent-centre entry of each contract type's page (spec §2). */
export const CONTRACT_ENTRY: Record<TContractType, TAgentEntry> = {
  DIVIDEND: 'agentDividendRecordCopy2',
  DAILY_SALARY: 'agentDailyWages2',
  HOURLY_SALARY: 'agentHourSalary',
  REALTIME_SALARY: 'agentRealtimeSalary',
};

export const CONTRACT_STATUS_TONE: Record<TContractStatus, TStatusTone> = {
  OFFERED: 'warning',
  ACTIVE: 'success',
  REJECTED: 'neutral',
  WITHDRAWN: 'neutral',
  REPLACED: 'neutral',
  TERMINATED: 'danger',
};

export const SETTLEMENT_STATUS_TONE: Record<TSettlementStatus, TStatusTone> = {
  PENDING_REVIEW: 'warning',
  APPROVED: 'info',
  PAID: 'success',
  CARRIED: 'neutral',
  REJECTED: 'danger',
};

/** What a request waiting for the agent asks: a new contract, or the end of one in force. */
export function requestKind(contract: TContract): 'NEW' | 'TERMINATE' {
  return contract.status === 'OFFERED' ? 'NEW' : 'TERMINATE';
}

/** A rate in percent as people read it: `0,35 %` (es), `0.35%` (en). */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(rate / 100);
}

const DECIMAL = /^\d{1,12}(?:[.,]\d{1,2})?$/;

/** A decimal typed by a person (`1.5`, `1,5`), at most 2 decimals; null when it is not one. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

const WHOLE = /^\d{1,7}$/;

/** A whole number typed by a person; null when it is not one. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) ? Number(trimmed) : null;
}

/** `HH:mm` of an instant in the brand's zone (the offset when the browser does not know the zone). */
export function brandClockTime(iso: string, zone: { timeZone: string; utcOffsetMinutes: number }): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone: zone.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
  } catch {
    return new Date(instant.getTime() + zone.utcOffsetMinutes * 60_000).toISOString().slice(11, 16);
  }
}
