import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { CloseIcon } from '../../../components/ui/icons';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { cdnOrigin } from '../../../lib/cdn';
import { useAppStore } from '../../../stores/app-store';

/** What the sandbox vendor's game page posts to the site after every round. */
type TRoundMessage = { source: 'sandbox-vendor'; type: 'round'; balance: number };

const isRoundMessage = (data: unknown): data is TRoundMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === 'sandbox-vendor' &&
  (data as { type?: unknown }).type === 'round';

/**
 * The in-site game frame (spec §4 "otherwise the game launches in place"): the launched game in an iframe
 * under the site header, whose balance stays visible and refreshes after every round the game reports.
 * Close button, Escape, a navigation or a logout close it. A refused launch shows the server's message.
 */
export function GameFrame() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const game = useAppStore((state) => state.openGame);
  const token = useAppStore((state) => state.token);
  const setOpenGame = useAppStore((state) => state.setOpenGame);
  const { pathname, search } = useLocation();
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = game !== null && game.status !== 'failed';

  const refreshBalance = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [...WALLET_QUERY_KEY, 'balance'] }),
    [queryClient],
  );

  const close = useCallback(() => {
    setOpenGame(null);
    void refreshBalance();
  }, [setOpenGame, refreshBalance]);

  // A navigation (side menu, header links) leaves the game.
  const where = `${pathname}${search}`;
  const openedAt = useRef(where);
  useEffect(() => {
    if (!open) {
      openedAt.current = where;
      return;
    }
    if (openedAt.current !== where) close();
  }, [open, where, close]);

  // A logout ends the game too.
  useEffect(() => {
    if (game && !token) setOpenGame(null);
  }, [game, token, setOpenGame]);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      // A popup over the game (login, a warning) takes its own Escape.
      if (event.key === 'Escape' && !useAppStore.getState().modal) close();
    };
    const onMessage = (event: MessageEvent) => {
      // The site's own game pages post from the site, or from the launch CDN they were opened on (spec §9).
      const fromSite =
        event.origin === window.location.origin ||
        useAppStore.getState().launchGameCDNs.some((cdn) => cdnOrigin(cdn) === event.origin);
      if (!fromSite) return;
      const frameWindow = iframeRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      if (isRoundMessage(event.data)) void refreshBalance();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('message', onMessage);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('message', onMessage);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [open, close, refreshBalance]);

  if (!game) return null;

  if (game.status === 'failed') {
    return (
      <AlertDialog
        title={t('games.frame.failedTitle')}
        message={game.error ?? ''}
        onClose={() => setOpenGame(null)}
        testId="game-launch-error"
      />
    );
  }

  return (
    <section
      className="game-frame"
      aria-label={t('games.frame.label', { name: game.gameName })}
      data-testid="game-frame"
      data-status={game.status}
    >
      <header className="game-frame__bar">
        <span className="game-frame__live" aria-hidden="true" />
        <h2 className="game-frame__title" data-testid="game-frame-title">
          {game.gameName}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className="game-frame__close"
          aria-label={t('games.frame.close')}
          data-testid="game-frame-close"
          onClick={close}
        >
          <CloseIcon size={18} />
          <span className="game-frame__close-text" aria-hidden="true">
            {t('games.frame.close')}
          </span>
        </button>
      </header>
      <div className="game-frame__stage">
        {game.status === 'ready' && game.url ? (
          <iframe
            ref={iframeRef}
            className="game-frame__iframe"
            src={game.url}
            title={t('games.frame.iframeTitle', { name: game.gameName })}
            allow="autoplay; fullscreen"
            data-testid="game-frame-iframe"
          />
        ) : (
          <div className="game-frame__loading" role="status" data-testid="game-frame-loading">
            <span className="game-frame__spinner" aria-hidden="true" />
            {t('games.frame.loading', { name: game.gameName })}
          </div>
        )}
      </div>
    </section>
  );
}
