import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/brand-time';

/** The brand-zone days a team report covers ("Del lun, 02/11/2026 al …"), with an optional addition. */
export function ReportRange({
  startDate,
  endDate,
  testId,
  children,
}: {
  startDate: string;
  endDate: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  return (
    <p className="agent-report__range" data-testid={testId}>
      {t('agent.period.range', {
        start: formatDay(startDate, language),
        end: formatDay(endDate, language),
      })}
      {children}
    </p>
  );
}
