import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/ui/brand-mark';
import { Modal } from '../../../components/ui/modal';

/** The login popup frame; the identity issue puts the username and SMS forms here. */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('modals.login.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="login-modal"
      size="sm"
    >
      <div className="modal-placeholder">
        <BrandMark size={48} />
        <p>{t('modals.login.text')}</p>
      </div>
    </Modal>
  );
}
