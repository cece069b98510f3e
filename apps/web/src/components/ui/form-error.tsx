/** A form-level refusal, announced to screen readers; renders nothing without a message. */
export function FormError({ message, testId }: { message: string | null | undefined; testId: string }) {
  if (!message) return null;
  return (
    <p className="form__error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
