import { MobileField, SmsCodeField } from '../../../components/ui/phone-fields';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TErrorCode } from '@platform/contracts/errors';
import type {
  TLoginValue,
  TRegisterRequest,
  TRegisterSettingsValue,
  TRegistrationField,
} from '@platform/contracts/identity';
import { ruleMessage } from '@platform/contracts/registration-rules';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Tabs } from '../../../components/ui/tabs';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { useDialingCode } from '../../../hooks/use-dialing-code';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toLanguage } from '../../../lib/i18n';
import { isValidMobile, isValidSmsCode } from '../../../lib/validators';
import { checkAffiliate } from '../api/check-affiliate';
import { useCaptcha } from '../api/get-captcha';
import { useRegister, type TRegisterMode } from '../api/register';
import { sendRegisterSmsCode } from '../api/send-sms-code';
import { ruleError, ruleOf } from '../utils/validation';
import { CaptchaField } from '../../../components/ui/captcha-field';
import { FormError } from '../../../components/ui/form-error';

/** Optional fields of the registration entity, shown and required as the server's rules say (spec §5). */
const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly TRegistrationField[];
type TOptionalField = (typeof OPTIONAL_FIELDS)[number];

type TFieldName = TRegistrationField | 'confirmPassword';
type TValues = Record<TFieldName, string>;
type TErrors = Partial<Record<TFieldName | 'terms', string>>;

const EMPTY: TValues = {
  username: '',
  password: '',
  confirmPassword: '',
  payeeName: '',
  email: '',
  qqNum: '',
  mobileNum: '',
  recommenderId: '',
  captcha: '',
  verificationCode: '',
  affiliateCode: '',
  paymentPassword: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
};

/** Refusals that belong to one field of the form. */
const FIELD_OF_CODE: Partial<Record<TErrorCode, TFieldName | 'terms'>> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  EMAIL_TAKEN: 'email',
  INVALID_INVITATION_CODE: 'affiliateCode',
  SMS_CODE_INVALID: 'verificationCode',
  SMS_CODE_EXPIRED: 'verificationCode',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  PASSWORD_MISMATCH: 'confirmPassword',
  TERMS_NOT_ACCEPTED: 'terms',
  UNDER_AGE: 'terms',
};

const SECRET_FIELDS: ReadonlySet<TFieldName> = new Set(['password', 'confirmPassword', 'paymentPassword']);

type TRegisterFormProps = {
  settings: TRegisterSettingsValue;
  /** The invitation code the visitor arrived with (`?referralCode=`), used when the form has none. */
  storedCode: string | null;
  onRegistered: (value: TLoginValue) => Promise<void>;
};

/** Registration in username or mobile mode with the server's per-field rules (spec §4, §5). */
export function RegisterForm({ settings, storedCode, onRegistered }: TRegisterFormProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const [mode, setMode] = useState<TRegisterMode>(settings.defaultMode);
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<TErrors>({});
  const [terms, setTerms] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { countries, dialingCode, setDialingCode } = useDialingCode();
  const { captcha, loading: captchaLoading, refresh, renew } = useCaptcha(settings.captchaRequired);
  const { mutateAsync: register } = useRegister();

  const rule = (field: TRegistrationField) => ruleOf(settings, field);
  const enabled = (field: TRegistrationField) => rule(field)?.enabled === true;
  const required = (field: TRegistrationField) => rule(field)?.required === true;

  const showUsername = mode === 'username';
  const showPassword = mode === 'username' || settings.mobileRegPass;
  const showMobile = mode === 'mobile' || settings.smsVerification || enabled('mobileNum');
  const mobileRequired = mode === 'mobile' || settings.smsVerification || required('mobileNum');
  const showCode = settings.smsVerification;
  const showCaptcha = settings.captchaRequired;
  const optionalFields = OPTIONAL_FIELDS.filter(enabled);
  const requiredText = ruleMessage(lang, { kind: 'required' });

  const visibleFields = (): TFieldName[] => [
    ...(showUsername ? (['username'] as const) : []),
    ...(showMobile ? (['mobileNum'] as const) : []),
    ...(showCode ? (['verificationCode'] as const) : []),
    ...(showPassword ? (['password', 'confirmPassword'] as const) : []),
    ...optionalFields,
    ...(showCaptcha ? (['captcha'] as const) : []),
  ];

  const validate = (field: TFieldName, all: TValues): string | null => {
    const value = all[field];
    switch (field) {
      case 'username':
        return (
          ruleError(rule('username'), value, lang, { required: true }) ?? (value.trim() ? null : requiredText)
        );
      case 'password':
        return ruleError(rule('password'), value, lang, { required: true }) ?? (value ? null : requiredText);
      case 'confirmPassword':
        if (!value) return requiredText;
        return value === all.password ? null : t('validation.confirmMismatch');
      case 'mobileNum': {
        const mobile = value.trim();
        if (!mobile) return mobileRequired ? requiredText : null;
        return isValidMobile(mobile)
          ? ruleError(rule('mobileNum'), mobile, lang)
          : t('validation.mobileInvalid');
      }
      case 'verificationCode':
        return isValidSmsCode(value.trim()) ? null : t('validation.codeInvalid');
      case 'captcha':
        return value.trim() ? null : t('validation.captchaRequired');
      default:
        return ruleError(rule(field), field === 'paymentPassword' ? value : value.trim(), lang);
    }
  };

  const setValue = (field: TFieldName) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) {
      setErrors((current) => ({
        ...current,
        [field]: validate(field, next) ?? undefined,
        ...(field === 'password' && showPassword && next.confirmPassword
          ? { confirmPassword: validate('confirmPassword', next) ?? undefined }
          : {}),
      }));
    }
  };

  const changeMode = (next: TRegisterMode) => {
    setMode(next);
    setErrors({});
    setFormError(null);
  };

  const checkMobileForCode = () => {
    const error = values.mobileNum.trim() ? validate('mobileNum', values) : t('validation.mobileInvalid');
    setErrors((current) => ({ ...current, mobileNum: error ?? undefined }));
    return error === null;
  };

  const showRefusal = (error: unknown) => {
    const field = error instanceof ApiError ? FIELD_OF_CODE[error.code as TErrorCode] : undefined;
    const visible = field === 'terms' || (field !== undefined && visibleFields().includes(field));
    if (field && visible) setErrors((current) => ({ ...current, [field]: errorText(error) }));
    else setFormError(errorText(error));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(null);
    const found: TErrors = {};
    for (const field of visibleFields()) {
      const error = validate(field, values);
      if (error) found[field] = error;
    }
    if (!terms) found.terms = t('auth.register.termsRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    // A code typed in the form wins over the one the visitor arrived with (spec §4 Registration).
    const typedCode = enabled('affiliateCode') ? values.affiliateCode.trim() : '';
    const code = typedCode || storedCode || '';
    setBusy(true);
    try {
      if (enabled('affiliateCode') && code) {
        try {
          await checkAffiliate({ code, domain: window.location.host });
        } catch (error) {
          showRefusal(error);
          return;
        }
      }
      const optional = Object.fromEntries(
        optionalFields
          .filter((field) => field !== 'affiliateCode')
          .map((field) => [field, SECRET_FIELDS.has(field) ? values[field] : values[field].trim()] as const)
          .filter(([, value]) => value !== ''),
      ) as Partial<Record<TOptionalField, string>>;
      const mobile = values.mobileNum.trim();
      const request: TRegisterRequest = {
        ...(showUsername ? { username: values.username.trim() } : {}),
        password: showPassword ? values.password : '',
        confirmPassword: showPassword ? values.confirmPassword : '',
        ...(showMobile && mobile ? { mobileNum: mobile, countryDialingCode: dialingCode } : {}),
        ...(showCode ? { verificationCode: values.verificationCode.trim() } : {}),
        ...(showCaptcha && captcha ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId } : {}),
        ...optional,
        ...(code ? { affiliateCode: code, referralCode: code } : {}),
        domain: window.location.host,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        acceptTerms: true,
        login: true,
      };
      await onRegistered(await register({ mode, request }));
    } catch (error) {
      showRefusal(error);
      if (showCaptcha) {
        renew();
        setValues((current) => ({ ...current, captcha: '' }));
      }
    } finally {
      setBusy(false);
    }
  };

  const optionalLabel: Record<TOptionalField, string> = {
    payeeName: t('fields.payeeName'),
    email: t('fields.email'),
    qqNum: t('fields.qqNum'),
    recommenderId: t('fields.recommenderId'),
    affiliateCode: t('fields.affiliateCode'),
    paymentPassword: t('fields.paymentPassword'),
    line: t('fields.line'),
    whatsapp: t('fields.whatsapp'),
    facebook: t('fields.facebook'),
    wechat: t('fields.wechat'),
    idNumber: t('fields.idNumber'),
  };

  // Username mode asks for the password right after the username; mobile mode after the number and code.
  const passwordFields = showPassword ? (
    <>
      <PasswordField
        label={t('fields.password')}
        required
        value={values.password}
        onChange={setValue('password')}
        error={errors.password}
        testId="register-password"
        autoComplete="new-password"
        maxLength={rule('password')?.maxLength ?? 128}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        required
        value={values.confirmPassword}
        onChange={setValue('confirmPassword')}
        error={errors.confirmPassword}
        testId="register-confirm-password"
        autoComplete="new-password"
        maxLength={rule('password')?.maxLength ?? 128}
      />
    </>
  ) : null;

  const mobileFields = (
    <>
      {showMobile ? (
        <MobileField
          required={mobileRequired}
          value={values.mobileNum}
          onChange={setValue('mobileNum')}
          error={errors.mobileNum}
          testId="register-mobile"
          countries={countries}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          dialingTestId="register-dialing"
        />
      ) : null}
      {showCode ? (
        <SmsCodeField
          value={values.verificationCode}
          onChange={setValue('verificationCode')}
          error={errors.verificationCode}
          testId="register-code"
          sendTestId="register-send-code"
          validate={checkMobileForCode}
          onSend={() =>
            sendRegisterSmsCode({
              mobileNo: values.mobileNum.trim(),
              countryDialingCode: dialingCode,
              ...(showUsername && values.username.trim() ? { username: values.username.trim() } : {}),
            })
          }
        />
      ) : null}
    </>
  );

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} data-testid="register-form">
      {settings.mobileReg ? (
        <Tabs<TRegisterMode>
          tabs={[
            { id: 'username', label: t('auth.register.modes.username') },
            { id: 'mobile', label: t('auth.register.modes.mobile') },
          ]}
          value={mode}
          onChange={changeMode}
          label={t('auth.register.modesLabel')}
          testId="register-mode"
        />
      ) : null}
      <div className="form__grid">
        {showUsername ? (
          <TextField
            label={t('fields.username')}
            required
            value={values.username}
            onChange={setValue('username')}
            error={errors.username}
            testId="register-username"
            autoComplete="username"
            maxLength={rule('username')?.maxLength ?? 64}
          />
        ) : null}
        {mode === 'username' ? passwordFields : null}
        {mobileFields}
        {mode === 'mobile' ? passwordFields : null}
        {optionalFields.map((field) =>
          field === 'paymentPassword' ? (
            <PasswordField
              key={field}
              label={optionalLabel[field]}
              required={required(field)}
              value={values[field]}
              onChange={setValue(field)}
              error={errors[field]}
              testId={`register-${field}`}
              autoComplete="off"
              inputMode="numeric"
              maxLength={rule(field)?.maxLength}
            />
          ) : (
            <TextField
              key={field}
              label={optionalLabel[field]}
              required={required(field)}
              value={values[field]}
              onChange={setValue(field)}
              error={errors[field]}
              testId={`register-${field}`}
              type={field === 'email' ? 'email' : 'text'}
              maxLength={rule(field)?.maxLength}
              hint={
                field === 'affiliateCode' && storedCode && !values.affiliateCode.trim()
                  ? t('auth.register.storedCodeHint', { code: storedCode })
                  : undefined
              }
            />
          ),
        )}
        {showCaptcha ? (
          <CaptchaField
            value={values.captcha}
            onChange={setValue('captcha')}
            captcha={captcha}
            loading={captchaLoading}
            onRefresh={refresh}
            error={errors.captcha}
            testId="register-captcha"
          />
        ) : null}
      </div>
      <CheckboxField
        checked={terms}
        onChange={(checked) => {
          setTerms(checked);
          if (checked) setErrors((current) => ({ ...current, terms: undefined }));
        }}
        error={errors.terms}
        testId="register-terms"
      >
        <Trans
          i18nKey="auth.register.terms"
          values={{ age: settings.minimumAge }}
          components={{
            termsLink: (
              <a href="/help#term" target="_blank" rel="noopener" data-testid="register-terms-link" />
            ),
          }}
        />
      </CheckboxField>
      <FormError message={formError} testId="register-error" />
      <button
        type="submit"
        className="button button--primary button--lg button--block"
        disabled={busy}
        data-testid="register-submit"
      >
        {busy ? t('common.loading') : t('auth.register.submit')}
      </button>
    </form>
  );
}
