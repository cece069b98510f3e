import { useTranslation } from 'react-i18next';

type TFormSubmitProps = {
  label: string;
  /** While the form is sending: the button is disabled and says `busyLabel`. */
  busy: boolean;
  /** What the button says while busy ("Loading…" unless told). */
  busyLabel?: string;
  testId: string;
  /** Full width and large, alone under the fields (the sign-in and password popups and pages). */
  block?: boolean;
  /** Large, in the actions row (the cashier's money forms). */
  large?: boolean;
};

/**
 * The submit button of a form. A `block` button stands alone; otherwise it sits at the end of the form's
 * actions row.
 */
export function FormSubmit({
  label,
  busy,
  busyLabel,
  testId,
  block = false,
  large = block,
}: TFormSubmitProps) {
  const { t } = useTranslation();
  const button = (
    <button
      type="submit"
      className={`button button--primary${large ? ' button--lg' : ''}${block ? ' button--block' : ''}`}
      disabled={busy}
      data-testid={testId}
    >
      {busy ? (busyLabel ?? t('common.loading')) : label}
    </button>
  );
  return block ? button : <div className="form__actions">{button}</div>;
}
