type TFormStatusProps = { message: string | null | undefined; testId: string };

/** A line under a form that tells what happened; renders nothing without a message. */
function FormStatus({ message, testId, kind }: TFormStatusProps & { kind: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <p
      className={kind === 'error' ? 'form__error' : 'form__success'}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {message}
    </p>
  );
}

/** A form-level refusal, announced to screen readers at once. */
export function FormError(props: TFormStatusProps) {
  return <FormStatus {...props} kind="error" />;
}

/** What a form did (saved, sent, requested), announced to screen readers politely. */
export function FormSuccess(props: TFormStatusProps) {
  return <FormStatus {...props} kind="success" />;
}
