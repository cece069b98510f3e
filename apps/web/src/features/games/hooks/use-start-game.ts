import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { cdnLaunchUrl } from '../../../lib/cdn';
import { errorText } from '../../../lib/error-text';
import { safeUrl } from '../../../lib/safe-url';
import { useAppStore, type TOpenGame } from '../../../stores/app-store';
import { launchGame } from '../api/launch-game';
import { RECENT_GAMES_KEY } from '../api/get-recent-games';
import { resolveGameStart, type TStartableGame } from '../utils/game-start';
import { useGameLanguage } from './use-game-language';

/**
 * Starts a game the way spec §4 says (see resolveGameStart): the login popup, the real-account dialog,
 * a lottery page, the vendor's popup game list, or a launch that opens the game in the site's game frame.
 * A refused launch (maintenance, unknown game…) shows the server's message in the frame's place.
 */
export function useStartGame(): (game: TStartableGame) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const backUrl = `${pathname}${search}`;
  const queryClient = useQueryClient();
  const language = useGameLanguage();

  return useCallback(
    (game: TStartableGame) => {
      const store = useAppStore.getState();
      const start = resolveGameStart(game, { isLogin: store.token !== null, isTrial: store.isTrial });
      switch (start.kind) {
        case 'login':
          store.openModal({ name: 'login', reason: 'notLoggedIn' });
          return;
        case 'trial':
          store.openModal({ name: 'realAccount' });
          return;
        case 'navigate':
          void navigate(start.to);
          return;
        case 'popup':
          store.openModal({
            name: 'gamePopup',
            vassalage: game.vassalage,
            gameType: game.gameType,
            title: game.gameName,
          });
          return;
        case 'launch':
          break;
      }
      const current = store.openGame;
      if (current?.status === 'launching' && current.nodeId === game.nodeId) return;
      const pending: TOpenGame = {
        nodeId: game.nodeId,
        gameName: game.gameName,
        vassalage: game.vassalage,
        status: 'launching',
        url: null,
        error: null,
      };
      store.closeModal();
      store.setOpenGame(pending);
      // The frame may have been closed (or another game started) while the launch was on its way.
      const stillPending = () => useAppStore.getState().openGame === pending;
      launchGame({
        nodeId: game.nodeId,
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        language,
        backUrl,
      }).then(
        (launch) => {
          // The game is now the member's most recent one: the recent lists load again.
          void queryClient.invalidateQueries({
            predicate: ({ queryKey }) =>
              queryKey[2] === RECENT_GAMES_KEY[2] ||
              (queryKey[2] === 'list' &&
                (queryKey[4] as { gameClassify?: string } | undefined)?.gameClassify === 'RECENT'),
          });
          if (!stillPending()) return;
          const safe = safeUrl(launch.url);
          const url = safe && cdnLaunchUrl(safe);
          useAppStore
            .getState()
            .setOpenGame(
              url && /^https?:/.test(url)
                ? { ...pending, gameName: launch.gameName || game.gameName, status: 'ready', url }
                : { ...pending, status: 'failed', error: t('games.frame.invalidUrl') },
            );
        },
        (error: unknown) => {
          if (!stillPending()) return;
          const now = useAppStore.getState();
          if (error instanceof ApiError && error.code === 'TRIAL_FORBIDDEN') {
            now.setOpenGame(null);
            now.openModal({ name: 'realAccount' });
            return;
          }
          if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') {
            now.setOpenGame(null);
            now.openModal({ name: 'login', reason: 'notLoggedIn' });
            return;
          }
          now.setOpenGame({ ...pending, status: 'failed', error: errorText(error) });
        },
      );
    },
    [navigate, queryClient, language, t, backUrl],
  );
}
