import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { useFormSubmit } from './use-form-submit';

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useFormSubmit', () => {
  it('checks the values first: a field message stops the submit and nothing is sent', async () => {
    const send = vi.fn();
    const { result } = renderHook(() =>
      useFormSubmit({
        initial: { email: '' },
        validate: (values) => (values.email ? {} : { email: 'Ingrese su correo' }),
        send,
      }),
    );
    await act(async () => result.current.submit(event()));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.field('email').error).toBe('Ingrese su correo');
    expect(result.current.submitted).toBe(true);
  });

  it('sends once while a submit is running; a second click in the meantime is dropped', async () => {
    let finish: (value: true) => void = () => undefined;
    const send = vi.fn(() => new Promise<true>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useFormSubmit({ initial: { amount: '10' }, send }));
    await act(async () => {
      result.current.submit(event());
      result.current.submit(event());
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => finish(true));
    expect(result.current.busy).toBe(false);
    expect(result.current.done).toBe(true);
  });

  it('shows a refusal under the field it is about, else above the button, and keeps the values', async () => {
    const refusal = new ApiError('VALIDATION_FAILED', 'El código no es válido', 400, ['code']);
    const onRefused = vi.fn();
    const { result } = renderHook(() =>
      useFormSubmit({
        initial: { code: '123456', note: '' },
        send: () => Promise.reject(refusal),
        fieldOf: (error) => (error instanceof ApiError && error.fields.includes('code') ? 'code' : null),
        onRefused,
      }),
    );
    await act(async () => result.current.submit(event()));
    expect(result.current.field('code').error).toBe('El código no es válido');
    expect(result.current.formError).toBeNull();
    expect(result.current.values.code).toBe('123456');
    expect(onRefused).toHaveBeenCalledWith(refusal);

    const other = renderHook(() =>
      useFormSubmit({
        initial: { code: '1' },
        send: () => Promise.reject(new ApiError('FORBIDDEN', 'No permitido', 403)),
        fieldOf: () => null,
      }),
    );
    await act(async () => other.result.current.submit(event()));
    expect(other.result.current.formError).toBe('No permitido');
  });

  it('empties the fields after a success when asked to', async () => {
    const { result } = renderHook(() =>
      useFormSubmit({ initial: { amount: '' }, send: async () => 'sent' as const, resetOnDone: true }),
    );
    act(() => result.current.field('amount').onChange('150'));
    expect(result.current.values.amount).toBe('150');
    await act(async () => result.current.submit(event()));
    expect(result.current.done).toBe('sent');
    expect(result.current.values.amount).toBe('');
  });
});
