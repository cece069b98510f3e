import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TErrorCode } from '@platform/contracts/errors';
import type {
  TLoginValue,
  TRegisterRequest,
  TRegisterSettingsValue,
  TRegistrationField,
} from '@platform/contracts/identity';
import { phoneFormatMessage, ruleMessage } from '@platform/contracts/registration-rules';
import { CaptchaField } from '../../../components/ui/captcha-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-status';
import { MobileField, SmsCodeField } from '../../../components/ui/phone-fields';
import { Tabs } from '../../../components/ui/tabs';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { useDialingCode } from '../../../hooks/use-dialing-code';
import { useFormSubmit, type TFieldErrors } from '../../../hooks/use-form-submit';
import { ApiError } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { isValidMobile, isValidSmsCode } from '../../../lib/validators';
import { checkAffiliate } from '../api/check-affiliate';
import { useCaptcha } from '../api/get-captcha';
import { useRegister, type TRegisterMode } from '../api/register';
import { sendRegisterSmsCode } from '../api/send-sms-code';
import type { TPhoneAuth } from '../hooks/use-phone-auth';
import { SignInProviderError } from '../utils/sign-in-providers';
import { ruleError, ruleOf } from '../utils/validation';

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
type TErrors = TFieldErrors<TFieldName | 'terms'>;

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
  /** Whitelabel PHONEAUTH3: in mobile mode the phone-auth provider texts and checks the code. */
  phoneAuth?: TPhoneAuth | null;
};

/** Registration in username or mobile mode with the server's per-field rules (spec §4, §5). */
export function RegisterForm({ settings, storedCode, onRegistered, phoneAuth = null }: TRegisterFormProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const [mode, setMode] = useState<TRegisterMode>(settings.defaultMode);
  const [terms, setTerms] = useState(false);
  // No code was asked for yet: "Please complete verification first" (spec §8), not a wrong code.
  const [codeSent, setCodeSent] = useState(false);
  const { countries, dialingCode, setDialingCode } = useDialingCode();
  const {
    captcha,
    loading: captchaLoading,
    failure: captchaFailure,
    refresh,
    renew,
  } = useCaptcha(settings.captchaRequired);
  const { mutateAsync: register } = useRegister();

  const rule = (field: TRegistrationField) => ruleOf(settings, field);
  const enabled = (field: TRegistrationField) => rule(field)?.enabled === true;
  const required = (field: TRegistrationField) => rule(field)?.required === true;

  const showUsername = mode === 'username';
  const showPassword = mode === 'username' || settings.mobileRegPass;
  const showMobile = mode === 'mobile' || settings.smsVerification || enabled('mobileNum');
  const mobileRequired = mode === 'mobile' || settings.smsVerification || required('mobileNum');
  // Mobile mode with phone auth: the provider's ID token (firebaseIdToken) stands for the SMS code.
  const viaPhoneAuth = mode === 'mobile' ? phoneAuth : null;
  const showCode = settings.smsVerification || viaPhoneAuth !== null;
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

  const fieldError = (field: TFieldName, all: TValues): string | null => {
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
        // spec §5: "Phone number format is incorrect" with the digit count (6 to 15, as the server checks).
        return isValidMobile(mobile)
          ? ruleError(rule('mobileNum'), mobile, lang)
          : phoneFormatMessage(lang, 6, 15);
      }
      case 'verificationCode':
        if (!codeSent) return t('validation.verifyFirst');
        return isValidSmsCode(value.trim()) ? null : t('validation.codeInvalid');
      case 'captcha':
        return value.trim() ? null : t('validation.captchaRequired');
      default:
        return ruleError(rule(field), field === 'paymentPassword' ? value : value.trim(), lang);
    }
  };

  const { values, setValues, submit, busy, submitted, errors, setErrors, formError, setFormError, refuse } =
    useFormSubmit({
      initial: EMPTY,
      validate: (values) => {
        const found: TErrors = {};
        for (const field of visibleFields()) {
          const error = fieldError(field, values);
          if (error) found[field] = error;
        }
        if (!terms) found.terms = t('auth.register.termsRequired');
        return found;
      },
      send: async (values) => {
        // A code typed in the form wins over the one the visitor arrived with (spec §4 Registration).
        const typedCode = enabled('affiliateCode') ? values.affiliateCode.trim() : '';
        const code = typedCode || storedCode || '';
        if (enabled('affiliateCode') && code) {
          try {
            await checkAffiliate({ code, domain: window.location.host });
          } catch (error) {
            refuse(error);
            return;
          }
        }
        const optional = Object.fromEntries(
          optionalFields
            .filter((field) => field !== 'affiliateCode')
            .map((field) => [field, SECRET_FIELDS.has(field) ? values[field] : values[field].trim()] as const)
            .filter(([, value]) => value !== ''),
        ) as Partial<Record<TOptionalField, string>>;
        let firebaseIdToken: string | null = null;
        if (viaPhoneAuth) {
          try {
            firebaseIdToken = await viaPhoneAuth.flow.confirm(values.verificationCode);
          } catch (error) {
            if (!(error instanceof SignInProviderError)) throw error;
            setErrors((current) => ({ ...current, verificationCode: viaPhoneAuth.messageOf(error) }));
            return;
          }
        }
        const mobile = values.mobileNum.trim();
        const request: TRegisterRequest = {
          ...(showUsername ? { username: values.username.trim() } : {}),
          password: showPassword ? values.password : '',
          confirmPassword: showPassword ? values.confirmPassword : '',
          ...(showMobile && mobile ? { mobileNum: mobile, countryDialingCode: dialingCode } : {}),
          ...(showCode && !firebaseIdToken ? { verificationCode: values.verificationCode.trim() } : {}),
          ...(viaPhoneAuth && firebaseIdToken
            ? { firebaseChannel: viaPhoneAuth.flow.channel, firebaseIdToken }
            : {}),
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
      },
      /** A refusal about a field shown in the form goes under it. */
      fieldOf: (error) => {
        const field = error instanceof ApiError ? FIELD_OF_CODE[error.code as TErrorCode] : undefined;
        return field === 'terms' || (field !== undefined && visibleFields().includes(field)) ? field : null;
      },
      onRefused: () => {
        if (!showCaptcha) return;
        renew();
        setValues((current) => ({ ...current, captcha: '' }));
      },
    });

  const setValue = (field: TFieldName) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) {
      setErrors((current) => ({
        ...current,
        [field]: fieldError(field, next) ?? undefined,
        ...(field === 'password' && showPassword && next.confirmPassword
          ? { confirmPassword: fieldError('confirmPassword', next) ?? undefined }
          : {}),
      }));
    }
  };
  /** A field's value, change handler and error. */
  const bind = (field: TFieldName) => ({
    value: values[field],
    onChange: setValue(field),
    error: errors[field],
  });

  const changeMode = (next: TRegisterMode) => {
    setMode(next);
    setErrors({});
    setFormError(null);
  };

  const checkMobileForCode = () => {
    const error = values.mobileNum.trim() ? fieldError('mobileNum', values) : t('validation.mobileInvalid');
    setErrors((current) => ({ ...current, mobileNum: error ?? undefined }));
    return error === null;
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
  const passwordField = (field: 'password' | 'confirmPassword', label: string, testId: string) => (
    <PasswordField
      label={label}
      required
      {...bind(field)}
      testId={testId}
      autoComplete="new-password"
      maxLength={rule('password')?.maxLength ?? 128}
    />
  );
  const passwordFields = showPassword ? (
    <>
      {passwordField('password', t('fields.password'), 'register-password')}
      {passwordField('confirmPassword', t('fields.confirmPassword'), 'register-confirm-password')}
    </>
  ) : null;

  const mobileFields = (
    <>
      {showMobile ? (
        <MobileField
          required={mobileRequired}
          {...bind('mobileNum')}
          testId="register-mobile"
          countries={countries}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          dialingTestId="register-dialing"
        />
      ) : null}
      {showCode ? (
        <SmsCodeField
          {...bind('verificationCode')}
          testId="register-code"
          sendTestId="register-send-code"
          validate={checkMobileForCode}
          sendRefusal={viaPhoneAuth?.sendRefusal}
          onSend={() =>
            (viaPhoneAuth
              ? viaPhoneAuth.send({ mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode })
              : sendRegisterSmsCode({
                  mobileNo: values.mobileNum.trim(),
                  countryDialingCode: dialingCode,
                  ...(showUsername && values.username.trim() ? { username: values.username.trim() } : {}),
                })
            ).then((sent) => {
              setCodeSent(true);
              return sent;
            })
          }
        />
      ) : null}
    </>
  );

  return (
    <form className="form" noValidate onSubmit={submit} data-testid="register-form">
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
            {...bind('username')}
            testId="register-username"
            autoComplete="username"
            maxLength={rule('username')?.maxLength ?? 64}
          />
        ) : null}
        {mode === 'username' ? passwordFields : null}
        {mobileFields}
        {mode === 'mobile' ? passwordFields : null}
        {optionalFields.map((field) => {
          const common = {
            label: optionalLabel[field],
            required: required(field),
            ...bind(field),
            testId: `register-${field}`,
            maxLength: rule(field)?.maxLength,
          };
          return field === 'paymentPassword' ? (
            <PasswordField key={field} {...common} autoComplete="off" inputMode="numeric" />
          ) : (
            <TextField
              key={field}
              {...common}
              type={field === 'email' ? 'email' : 'text'}
              hint={
                field === 'affiliateCode' && storedCode && !values.affiliateCode.trim()
                  ? t('auth.register.storedCodeHint', { code: storedCode })
                  : undefined
              }
            />
          );
        })}
        {showCaptcha ? (
          <CaptchaField
            {...bind('captcha')}
            captcha={captcha}
            loading={captchaLoading}
            onRefresh={refresh}
            failure={captchaFailure}
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
      <FormSubmit label={t('auth.register.submit')} busy={busy} testId="register-submit" block />
    </form>
  );
}
