import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, textLength } from '@platform/contracts/messaging';
import { CaptchaField } from '../../../components/ui/captcha-field';
import { FieldShell } from '../../../components/ui/field-shell';
import { FormError } from '../../../components/ui/form-status';
import { CheckIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { useFeedbackCaptcha } from '../api/get-captcha';
import { useSendFeedback } from '../api/send-feedback';
import {
  contentLengthProblem,
  emptyFeedbackFields,
  FEEDBACK_TYPE_ORDER,
  joinList,
  parseFeedbackType,
  type TFeedbackField,
  type TFeedbackValues,
} from '../utils/feedback-form';

const EMPTY: TFeedbackValues = { type: '', content: '', sender: '', captcha: '' };
const CAPTCHA_CODES: ReadonlySet<string> = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

/**
 * The feedback popup (spec §2, §3, §5, §7 PUT /wps/feedback): question type, description (counter n/200,
 * 20 to 200 characters), captcha, and for visitors how to reach them. Empty fields are listed in one
 * warning; the server's refusals show in the page language; success shows a thank-you state.
 */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const isLogin = useAppStore((state) => state.isLogin);
  const [values, setValues] = useState<TFeedbackValues>(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<TFeedbackField>>(new Set());
  const [lengthError, setLengthError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const captcha = useFeedbackCaptcha();
  const send = useSendFeedback();
  const needsSender = !isLogin;
  const length = textLength(values.content);

  const set = (field: TFeedbackField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => {
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });
    if (field === 'content') setLengthError(null);
    if (field === 'captcha') setCaptchaError(null);
  };

  const label = (field: TFeedbackField) => t(`content.feedback.fields.${field}`);
  // The fields still empty since the last submit: the warning goes as they are filled.
  const warning =
    invalid.size > 0
      ? t('content.feedback.empty', { count: invalid.size, fields: joinList([...invalid].map(label), lang) })
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const empty = emptyFeedbackFields(values, needsSender);
    setInvalid(new Set(empty));
    if (empty.length > 0) return;
    const problem = contentLengthProblem(values.content);
    if (problem) {
      setLengthError(
        t(`content.feedback.${problem}`, { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH }),
      );
      return;
    }
    const type = parseFeedbackType(values.type);
    if (type === null || !captcha.captcha) return;
    send.mutate(
      {
        type,
        content: values.content.trim(),
        ...(needsSender ? { sender: values.sender.trim() } : {}),
        captcha: values.captcha.trim(),
        captchaId: captcha.captcha.captchaId,
      },
      {
        onSuccess: () => setSent(true),
        onError: (error) => {
          // A captcha is used up by a refused submit: a new picture, an empty answer.
          captcha.renew();
          setValues((current) => ({ ...current, captcha: '' }));
          if (error instanceof ApiError && CAPTCHA_CODES.has(error.code)) setCaptchaError(errorText(error));
          else setServerError(errorText(error));
        },
      },
    );
  };

  const again = () => {
    setValues(EMPTY);
    setSent(false);
    captcha.renew();
  };

  return (
    <Modal
      title={t('content.feedback.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="feedback-modal"
      size="md"
    >
      {sent ? (
        <div className="feedback-done" data-testid="feedback-success" role="status">
          <span className="feedback-done__icon">
            <CheckIcon size={28} />
          </span>
          <h3 className="feedback-done__title">{t('content.feedback.sentTitle')}</h3>
          <p className="feedback-done__text">
            {isLogin ? t('content.feedback.sentMember') : t('content.feedback.sentVisitor')}
          </p>
          <div className="feedback-done__actions">
            <button type="button" className="button button--ghost" onClick={again}>
              {t('content.feedback.sendAnother')}
            </button>
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('common.close')}
            </button>
          </div>
        </div>
      ) : (
        <form className="form feedback-form" noValidate onSubmit={submit} data-testid="feedback-form">
          <p className="feedback-form__intro">{t('content.feedback.intro')}</p>
          {warning ? (
            <p className="feedback-form__warning" role="alert" data-testid="feedback-warning">
              {warning}
            </p>
          ) : null}
          <SelectField
            label={label('type')}
            required
            value={values.type}
            onChange={set('type')}
            testId="feedback-type"
          >
            <option value="" disabled>
              {t('content.feedback.choose')}
            </option>
            {FEEDBACK_TYPE_ORDER.map((type) => (
              <option key={type} value={String(type)}>
                {t(`content.feedback.types.${type}`)}
              </option>
            ))}
          </SelectField>
          <FieldShell
            label={label('content')}
            required
            testId="feedback-content"
            error={lengthError}
            hint={t('content.feedback.contentHint', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH })}
          >
            {({ id, aria }) => (
              <div className="feedback-form__text">
                <textarea
                  {...aria}
                  aria-invalid={aria['aria-invalid'] ?? (invalid.has('content') || undefined)}
                  id={id}
                  className="field__input feedback-form__textarea"
                  rows={5}
                  value={values.content}
                  maxLength={FEEDBACK_MAX_LENGTH * 2}
                  placeholder={t('content.feedback.placeholder')}
                  onChange={(event) => set('content')(event.target.value)}
                  data-testid="feedback-content"
                />
                <span
                  className={`feedback-form__counter${length > FEEDBACK_MAX_LENGTH ? ' is-over' : ''}`}
                  aria-label={t('content.feedback.counterLabel', { count: length, max: FEEDBACK_MAX_LENGTH })}
                  data-testid="feedback-counter"
                >
                  {length}/{FEEDBACK_MAX_LENGTH}
                </span>
              </div>
            )}
          </FieldShell>
          {needsSender ? (
            <TextField
              label={label('sender')}
              required
              value={values.sender}
              onChange={set('sender')}
              testId="feedback-sender"
              maxLength={100}
              autoComplete="email"
              hint={t('content.feedback.senderHint')}
            />
          ) : null}
          <CaptchaField
            value={values.captcha}
            onChange={set('captcha')}
            captcha={captcha.captcha}
            loading={captcha.loading}
            onRefresh={captcha.refresh}
            failure={captcha.failure}
            error={captchaError}
            testId="feedback-captcha"
          />
          <FormError message={serverError} testId="feedback-error" />
          <div className="form__actions">
            <button
              type="submit"
              className="button button--primary button--lg"
              disabled={send.isPending}
              data-testid="feedback-submit"
            >
              {send.isPending ? t('common.sending') : t('content.feedback.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
