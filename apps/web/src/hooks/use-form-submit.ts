import { useRef, useState, type FormEvent } from 'react';
import { errorText } from '../lib/error-text';

/** The messages shown under a form's fields; a field without one is fine. */
export type TFieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a text field takes from its form: its value, its change handler and its error. */
export type TFieldBinding = { value: string; onChange: (value: string) => void; error: string | undefined };

type TFormValues = Record<string, string>;

type TFormSubmitOptions<V extends TFormValues, F extends string, D> = {
  /** The text fields' values to start with. */
  initial: V | (() => V);
  /**
   * Checks the values before anything is sent: the messages for the fields (any of them stops the submit),
   * or one message about the whole form.
   */
  validate?: (values: V) => TFieldErrors<F> | string;
  /** Sends the form; what it returns becomes `done` (what the form shows it did), a throw is a refusal. */
  send: (values: V) => Promise<D | undefined | void>;
  /** The field a refusal is about, for its message to show under it; null: above the submit button. */
  fieldOf?: (error: unknown) => F | null;
  /** Runs after a refusal is shown: a captcha to renew, an idempotency key to drop. */
  onRefused?: (error: unknown) => void;
  /** Empties the fields (back to `initial`) once `send` returns an outcome. */
  resetOnDone?: boolean;
  /** While true a submit does nothing (the page is already leaving, say). */
  disabled?: boolean;
};

/**
 * A form's text values and its submit: one at a time (a second click before the button shows as disabled
 * is dropped), the values checked first, and a refusal shown under its field or above the button.
 * `done` is cleared by every submit; `clearingDone(onChange)` also clears it from a field whose edit
 * makes it stale.
 */
export function useFormSubmit<V extends TFormValues, F extends string = Extract<keyof V, string>, D = true>({
  initial,
  validate,
  send,
  fieldOf,
  onRefused,
  resetOnDone = false,
  disabled = false,
}: TFormSubmitOptions<V, F, D>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TFieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<D | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const running = useRef(false);

  const set = (name: keyof V) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const field = (name: Extract<keyof V, string>): TFieldBinding => ({
    value: values[name] as string,
    onChange: set(name),
    error: (errors as Partial<Record<string, string>>)[name],
  });
  const setError = (name: F, message: string | undefined) =>
    setErrors((current) => ({ ...current, [name]: message }));

  /** Shows a refusal under the field it is about, or else above the submit button. */
  const refuse = (error: unknown) => {
    const name = fieldOf?.(error) ?? null;
    if (name) setError(name, errorText(error));
    else setFormError(errorText(error));
  };

  const run = async () => {
    if (running.current || disabled) return;
    setSubmitted(true);
    setFormError(null);
    setDone(null);
    const found = validate?.(values) ?? {};
    if (typeof found === 'string') {
      setErrors({});
      setFormError(found);
      return;
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    running.current = true;
    setBusy(true);
    try {
      const outcome = await send(values);
      if (outcome !== undefined) {
        setDone(outcome as D);
        if (resetOnDone) setValues(initial);
      }
    } catch (error) {
      refuse(error);
      onRefused?.(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  const clearingDone =
    <T>(onChange: (value: T) => void) =>
    (value: T) => {
      setDone(null);
      onChange(value);
    };

  return {
    values,
    setValues,
    set,
    field,
    submit,
    busy,
    submitted,
    errors,
    setErrors,
    setError,
    formError,
    setFormError,
    done,
    clearingDone,
    refuse,
  };
}
