import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { launchGame } from '../api/launch-game';
import type { TRoom } from '../api/get-rooms';
import { useGameLanguage } from './use-game-language';

/** The table pages a room launch may open (this site's, in place). */
const TABLE_PAGE = /^\/pvpTable\/[A-Za-z0-9_.%-]+$/;

/**
 * Sits the member at a room's table of the in-house PVP game: /wps/game/launchGame with the room seats them
 * and answers the table page, which opens in place. A refusal (table full, balance below the entry) is
 * the server's message, shown in the room chooser so another room can be chosen.
 */
export function useEnterRoom() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const language = useGameLanguage();
  const [entering, setEntering] = useState<string | null>(null);
  const [error, setError] = useState<{ roomId: string; message: string } | null>(null);

  const enter = useCallback(
    (room: TRoom, onEntered: () => void) => {
      setEntering(room.roomId);
      setError(null);
      launchGame({
        nodeId: room.nodeId,
        vassalage: room.vassalage,
        gameCode: room.gameCode,
        language,
        backUrl: `${pathname}${search}`,
        roomId: room.roomId,
      }).then(
        (launch) => {
          setEntering(null);
          if (!TABLE_PAGE.test(launch.url)) {
            setError({ roomId: room.roomId, message: errorText(null) });
            return;
          }
          onEntered();
          void navigate(launch.url);
        },
        (failure: unknown) => {
          setEntering(null);
          const store = useAppStore.getState();
          if (failure instanceof ApiError && failure.code === 'TRIAL_FORBIDDEN') {
            onEntered();
            store.openModal({ name: 'realAccount' });
            return;
          }
          if (failure instanceof ApiError && failure.code === 'NOT_LOGGED_IN') {
            onEntered();
            store.openModal({ name: 'login', reason: 'notLoggedIn' });
            return;
          }
          setError({ roomId: room.roomId, message: errorText(failure) });
        },
      );
    },
    [language, navigate, pathname, search],
  );

  return { enter, entering, error };
}
