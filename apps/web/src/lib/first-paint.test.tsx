import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The module keeps whether the app has painted: each test starts from a page that has not. */
async function freshModule() {
  vi.resetModules();
  return import('./first-paint');
}

describe('after the first paint', () => {
  beforeEach(() => vi.useRealTimers());

  it('holds a part back in the first render and shows it once the page has painted', async () => {
    const { useAfterFirstPaint } = await freshModule();
    function Layout() {
      const later = useAfterFirstPaint();
      return (
        <>
          <main>Juegos</main>
          {later ? <footer>Proveedores</footer> : null}
        </>
      );
    }
    render(<Layout />);
    expect(screen.getByText('Juegos')).toBeInTheDocument();
    expect(screen.queryByText('Proveedores')).not.toBeInTheDocument();
    expect(await screen.findByText('Proveedores')).toBeInTheDocument();
  });

  it('runs what waits for the paint once it has happened, and at once afterwards', async () => {
    const { afterFirstPaint, useAfterFirstPaint } = await freshModule();
    const loadTexts = vi.fn();
    const cancelled = vi.fn();
    afterFirstPaint(loadTexts);
    afterFirstPaint(cancelled)();
    function Page() {
      return useAfterFirstPaint() ? <p>Listo</p> : null;
    }
    render(<Page />);
    expect(loadTexts).not.toHaveBeenCalled();
    await screen.findByText('Listo');
    expect(loadTexts).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();

    const later = vi.fn();
    afterFirstPaint(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
