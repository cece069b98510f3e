import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useAppStore } from '../../../stores/app-store';

/** The help-centre modal frame; the content issue fills it from GET /wps/system/helpCenter. */
export function HelpModal({ onClose, section }: { onClose: () => void; section?: 'term' }) {
  const { t } = useTranslation();
  const minimumAge = useAppStore((state) => state.brand?.minimumAge ?? 18);
  return (
    <Modal
      title={t('modals.help.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="help-modal"
    >
      <div className="help-frame">
        <p>{t('modals.help.text')}</p>
        <section id="term" className={`help-frame__terms${section === 'term' ? ' is-target' : ''}`}>
          <h3>{t('modals.help.terms')}</h3>
          <p>{t('modals.help.termsText', { age: minimumAge })}</p>
        </section>
      </div>
    </Modal>
  );
}
