import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeStatus } from '../../../test/fixtures';
import { CsBar } from './cs-bar';

function withScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query }));
}

describe('floating customer-service bar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every link on a wide screen and can be folded', async () => {
    withScreen(true);
    useAppStore.getState().applySystemStatus(makeStatus());
    render(<CsBar />);
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.map((link) => link.getAttribute('href'))).toContain('https://t.me/royal_test_vip');
    await userEvent.click(screen.getByTestId('cs-bar-toggle'));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('starts folded on a phone and opens on tap', async () => {
    withScreen(false);
    useAppStore.getState().applySystemStatus(makeStatus());
    render(<CsBar />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByTestId('cs-bar-toggle')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByTestId('cs-bar-toggle'));
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
  });
});
