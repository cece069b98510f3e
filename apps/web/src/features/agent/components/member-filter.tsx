import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

/** The member a report narrows to, by account (empty: the whole team). */
export function MemberFilter({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('agent.filters.member')}
      value={value}
      onChange={onChange}
      maxLength={64}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t('agent.filters.wholeTeam')}
      testId={`${testId}-member`}
    />
  );
}
