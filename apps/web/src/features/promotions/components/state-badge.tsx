import type { TActivityState } from '@platform/contracts/promotion-activities';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type TStatusTone } from '../../../components/ui/status-badge';

const TONES: Record<TActivityState, TStatusTone> = {
  JOIN: 'info',
  JOINED: 'info',
  SIGNED: 'success',
  APPLYING: 'warning',
  PROCESS: 'warning',
  CLAIM: 'success',
  CLAIMED: 'neutral',
  ISSUED: 'success',
  REJECTED: 'danger',
  CLOSE: 'neutral',
  COMING_SOON: 'neutral',
};

/** The member's state in an activity (spec §4), as a coloured label. */
export function ActivityStateBadge({ state, testId }: { state: TActivityState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONES[state]} testId={testId}>
      {t(`promotions.states.${state}`)}
    </StatusBadge>
  );
}
