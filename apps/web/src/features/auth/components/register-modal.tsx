import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/ui/brand-mark';
import { Modal } from '../../../components/ui/modal';

/** The registration modal frame; the identity issue puts the username and mobile forms here. */
export function RegisterModal({ onClose, referralCode }: { onClose: () => void; referralCode?: string }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('modals.register.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="register-modal"
      size="sm"
    >
      <div className="modal-placeholder">
        <BrandMark size={48} />
        <p>{t('modals.register.text')}</p>
        {referralCode ? (
          <p className="modal-placeholder__meta" data-testid="register-referral-code">
            {t('modals.register.referralCode', { code: referralCode })}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
