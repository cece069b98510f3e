import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { memberInfoQueryOptions } from '../../../lib/member-info';
import { useAppStore } from '../../../stores/app-store';
import { useNotices } from '../api/get-notices';
import { popupExecution, type TPopupViewer } from '../utils/popup-rule';

/** Who is looking, as the pop-up rule of spec §4 needs it. */
export function usePopupViewer(): TPopupViewer {
  const token = useAppStore((state) => state.token);
  const isLogin = useAppStore((state) => state.isLogin);
  const firstLogin = useAppStore((state) => state.firstLogin);
  // Read only once the session sync has loaded the member (never a load of its own: a session that must
  // change its password first does not load member info).
  const member = useQuery({ ...memberInfoQueryOptions(token), enabled: isLogin && token !== null }).data;
  return { hasToken: token !== null, isLogin, firstLogin, memberId: isLogin ? (member?.id ?? null) : null };
}

/**
 * The announcement payload of the viewer's execution (A members, F first login, B visitors) in the page
 * language; it waits while a session's member is loading.
 */
export function useViewerNotices() {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const token = useAppStore((state) => state.token);
  const viewer = usePopupViewer();
  const execution = popupExecution(viewer);
  const query = useNotices(execution, lang, token);
  return { viewer, execution, query };
}
