import { useTranslation } from 'react-i18next';
import { FormSubmit } from '../../../../components/ui/form-actions';
import { FormError } from '../../../../components/ui/form-status';
import { MobileCodeFields, useMobileCodeCheck } from '../../../../components/ui/form-mobile-code';
import { useDialingCode } from '../../../../hooks/use-dialing-code';
import { useFormSubmit } from '../../../../hooks/use-form-submit';
import { sendBindSmsCode, useBindMobile } from '../../api/bind-mobile';

const TEST_IDS = {
  mobile: 'bind-mobile-number',
  dialing: 'bind-mobile-dialing',
  code: 'bind-mobile-code',
  send: 'bind-mobile-send',
};

/** Binds a mobile number with an SMS code sent to it. */
export function BindMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const dialing = useDialingCode();
  const { check } = useMobileCodeCheck('format');
  const { mutateAsync: bind } = useBindMobile();
  const form = useFormSubmit({
    initial: { mobile: '', code: '' },
    validate: check,
    send: async ({ mobile, code }) => {
      await bind({
        mobileNum: mobile.trim(),
        countryDialingCode: dialing.dialingCode,
        verificationCode: code.trim(),
      });
      onDone();
    },
  });

  return (
    <form className="form security-form" noValidate onSubmit={form.submit} data-testid="bind-mobile-form">
      <MobileCodeFields
        form={form}
        dialing={dialing}
        onSend={sendBindSmsCode}
        testIds={TEST_IDS}
        mobileMessage="format"
      />
      <FormError message={form.formError} testId="bind-mobile-error" />
      <FormSubmit label={t('security.mobile.submit')} busy={form.busy} testId="bind-mobile-submit" />
    </form>
  );
}
