import { lazy, Suspense } from 'react';
import { preloadable } from '../lib/preloadable';
import { useLocation, useNavigate } from 'react-router';
import { normalisePath } from '../features/layout/utils/side-menu-visibility';
import type { TBannerGame } from '../features/content/components/banner-carousel';
import { useAppStore } from '../stores/app-store';
import { useOpenBannerGame } from './routes/home';

/** Every popup (and the game popup, a vendor's game list) loads with its first use, not with the page. */
const ChangePasswordModal = lazy(() =>
  import('../features/auth/components/change-password-modal').then((module) => ({
    default: module.ChangePasswordModal,
  })),
);
const ForgotPasswordModal = lazy(() =>
  import('../features/auth/components/forgot-password-modal').then((module) => ({
    default: module.ForgotPasswordModal,
  })),
);
const LoginModal = lazy(() =>
  import('../features/auth/components/login-modal').then((module) => ({ default: module.LoginModal })),
);
const LogoutDialog = lazy(() =>
  import('../features/auth/components/logout-dialog').then((module) => ({ default: module.LogoutDialog })),
);
const RealAccountDialog = lazy(() =>
  import('../features/auth/components/real-account-dialog').then((module) => ({
    default: module.RealAccountDialog,
  })),
);
const RegisterModal = lazy(() =>
  import('../features/auth/components/register-modal').then((module) => ({ default: module.RegisterModal })),
);
const AnnouncementsModal = lazy(() =>
  import('../features/content/components/announcements-modal').then((module) => ({
    default: module.AnnouncementsModal,
  })),
);
const FeedbackModal = lazy(() =>
  import('../features/content/components/feedback-modal').then((module) => ({
    default: module.FeedbackModal,
  })),
);
const HelpModal = lazy(() =>
  import('../features/content/components/help-modal').then((module) => ({ default: module.HelpModal })),
);
/** The notice window; main.tsx loads its code early when a visitor's notices hold a pop-up. */
const noticeModal = preloadable(() =>
  import('../features/content/components/notice-modal').then((module) => module.NoticeModal),
);
const NoticeModal = noticeModal.Component;
export const preloadNoticeModal = noticeModal.preload;
const GamePopup = lazy(() =>
  import('../features/games/components/game-popup').then((module) => ({ default: module.GamePopup })),
);

const SignInBanner = lazy(() => import('./sign-in-banner'));

/** A sign-in window's banner (w_login, w_register, w_forget): loads beside its popup, never holds it up. */
const signInBanner = (
  group: 'w_login' | 'w_register' | 'w_forget',
  onOpenGame: (game: TBannerGame) => void,
) => (
  <Suspense fallback={null}>
    <SignInBanner group={group} onOpenGame={onOpenGame} />
  </Suspense>
);

/** Routes that exist only to open a popup over home; closing the popup leaves them for `/`. */
export const MODAL_ROUTES: ReadonlySet<string> = new Set(['/login', '/register', '/help']);

function StoreModal() {
  const modal = useAppStore((state) => state.modal);
  const closeModal = useAppStore((state) => state.closeModal);
  const openModal = useAppStore((state) => state.openModal);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openGame = useOpenBannerGame();

  const close = () => {
    closeModal();
    if (MODAL_ROUTES.has(normalisePath(pathname))) void navigate('/', { replace: true });
  };

  switch (modal?.name) {
    case 'login':
      return <LoginModal onClose={close} reason={modal.reason} banner={signInBanner('w_login', openGame)} />;
    case 'register':
      return (
        <RegisterModal
          onClose={close}
          referralCode={modal.referralCode}
          banner={signInBanner('w_register', openGame)}
        />
      );
    case 'help':
      return <HelpModal onClose={close} section={modal.section} />;
    case 'announcements':
      return <AnnouncementsModal onClose={close} />;
    case 'notice':
      return (
        <NoticeModal
          source={modal.source}
          index={modal.index}
          onIndexChange={(index) => openModal({ ...modal, index })}
          onClose={close}
        />
      );
    case 'feedback':
      return <FeedbackModal onClose={close} />;
    case 'changePassword':
      return <ChangePasswordModal forced={false} onClose={closeModal} />;
    case 'forgotPassword':
      return <ForgotPasswordModal onClose={close} banner={signInBanner('w_forget', openGame)} />;
    case 'logout':
      return <LogoutDialog onClose={closeModal} />;
    case 'realAccount':
      return <RealAccountDialog onClose={closeModal} />;
    case 'gamePopup':
      return (
        <GamePopup
          vassalage={modal.vassalage}
          gameType={modal.gameType}
          title={modal.title}
          onClose={closeModal}
        />
      );
    default:
      return null;
  }
}

/**
 * Renders the popup named in the store (`openModal({ name })`); /login, /register and /help open theirs.
 * A forced password change (spec §4) sits over everything, on every route, until it is done.
 */
export function ModalHost() {
  const forced = useAppStore((state) => state.forcedPasswordChange);
  const passwordChanged = useAppStore((state) => state.passwordChanged);
  return (
    <Suspense fallback={null}>
      {forced ? <ChangePasswordModal forced returnTo={forced.returnTo} onClose={passwordChanged} /> : null}
      <StoreModal />
    </Suspense>
  );
}
