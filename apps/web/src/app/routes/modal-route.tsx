import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { HomePage } from '../../features/home/components/home-page';
import { useAppStore } from '../../stores/app-store';

/** /login, /register (`?referralCode=`) and /help (`#term`): home with that popup open (spec §2). */
export function ModalRoute({ name }: { name: 'login' | 'register' | 'help' }) {
  const openModal = useAppStore((state) => state.openModal);
  const closeModal = useAppStore((state) => state.closeModal);
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const referralCode = search.get('referralCode')?.trim().slice(0, 64) || undefined;
  const section = hash === '#term' ? 'term' : undefined;

  useEffect(() => {
    // A login popup already open (with its reason, e.g. "you are not logged in") stays as it is.
    if (name === 'login' && useAppStore.getState().modal?.name === 'login') return;
    if (name === 'register') openModal({ name, referralCode });
    else if (name === 'help') openModal({ name, section });
    else openModal({ name });
  }, [name, referralCode, section, openModal]);

  // Leaving the route (back button, a redirect after login) closes its popup.
  useEffect(() => closeModal, [closeModal]);

  return <HomePage />;
}
