import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ text }: { text: string }) => <p>{text}</p>;

const inSuspense = (node: React.ReactNode) => render(<Suspense fallback={<p>Cargando…</p>}>{node}</Suspense>);

describe('preloadable', () => {
  it('shows at once, without its fallback, when its code was loaded ahead', async () => {
    const { Component, preload } = preloadable(() => Promise.resolve(Greeting));
    await preload();
    inSuspense(<Component text="Aviso importante" />);
    // Synchronously: no fallback first, nothing held back.
    expect(screen.getByText('Aviso importante')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('loads like a lazy component when rendered first, and loads its code once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = preloadable(load);
    inSuspense(<Component text="Hola" />);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByText('Hola')).toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for its code again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValue(Greeting);
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('chunk lost');
    await expect(preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
