import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { useAppStore } from '../../../stores/app-store';

/** spec §6, §8: a trial account is told that a real account is needed; the button opens the registration. */
export function RealAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const openModal = useAppStore((state) => state.openModal);
  return (
    <AlertDialog
      title={t('auth.realAccount.title')}
      message={t('auth.realAccount.text')}
      actionLabel={t('auth.realAccount.submit')}
      onAction={() => openModal({ name: 'register' })}
      onClose={onClose}
      testId="real-account-dialog"
    />
  );
}
