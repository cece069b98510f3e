import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MEMBER_QUERY_KEY } from '../../../lib/member-info';
import { useAppStore } from '../../../stores/app-store';
import { useLogout } from '../api/logout';
import { forgetKnownPassword } from '../utils/known-password';

/**
 * Logout (spec §4): confirm, then a loader while the server ends the session; session storage is emptied
 * except the merchant keys, login and agent become false, and the member goes to `/`.
 */
export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync: logout } = useLogout();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
    } catch {
      // Whatever the server says, this browser forgets the session.
    }
    forgetKnownPassword();
    useAppStore.getState().clearSession();
    queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
    onClose();
    void navigate('/');
  };

  return (
    <ConfirmDialog
      title={t('auth.logout.title')}
      message={t('auth.logout.text')}
      confirmLabel={t('auth.logout.confirm')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={busy}
      busyLabel={t('auth.logout.loading')}
      testId="logout-dialog"
    />
  );
}
