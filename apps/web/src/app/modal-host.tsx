import { useLocation, useNavigate } from 'react-router';
import { LoginModal } from '../features/auth/components/login-modal';
import { RegisterModal } from '../features/auth/components/register-modal';
import { HelpModal } from '../features/content/components/help-modal';
import { normalisePath } from '../features/layout/utils/side-menu-visibility';
import { useAppStore } from '../stores/app-store';

/** Routes that exist only to open a popup over home; closing the popup leaves them for `/`. */
const MODAL_ROUTES = new Set(['/login', '/register', '/help']);

/** Renders the popup named in the store (`openModal({ name })`); /login, /register and /help open theirs. */
export function ModalHost() {
  const modal = useAppStore((state) => state.modal);
  const closeModal = useAppStore((state) => state.closeModal);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const close = () => {
    closeModal();
    if (MODAL_ROUTES.has(normalisePath(pathname))) void navigate('/', { replace: true });
  };

  switch (modal?.name) {
    case 'login':
      return <LoginModal onClose={close} />;
    case 'register':
      return <RegisterModal onClose={close} referralCode={modal.referralCode} />;
    case 'help':
      return <HelpModal onClose={close} section={modal.section} />;
    default:
      return null;
  }
}
