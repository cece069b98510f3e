import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { memberInfoQueryOptions } from '../../lib/member-info';
import { useAppStore, type TModal } from '../../stores/app-store';
import { HomeRoute } from './home';

/**
 * /login, /register (`?referralCode=`) and /help (`#term`): home with that popup open (spec §2). A member
 * already signed in (not a trial account) who opens /login or /register is sent home instead.
 */
export function ModalRoute({ name }: { name: 'login' | 'register' | 'help' }) {
  const [arrivedSignedIn] = useState(() => name !== 'help' && useAppStore.getState().token !== null);
  const token = useAppStore((state) => state.token);
  const isLogin = useAppStore((state) => state.isLogin);
  const isTrial = useAppStore((state) => state.isTrial);
  // The member info that session-sync loads for the token (this only reads it).
  const member = useQuery({ ...memberInfoQueryOptions(token), enabled: false });
  const signedIn = arrivedSignedIn && token !== null && isLogin && !isTrial;
  // Until the member is known, neither the popup nor the way home (a trial account may sign up).
  const checking = arrivedSignedIn && token !== null && !isLogin && !member.isError;
  const openModal = useAppStore((state) => state.openModal);
  const closeModal = useAppStore((state) => state.closeModal);
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const referralCode = search.get('referralCode')?.trim().slice(0, 64) || undefined;
  // `#term` opens the terms and conditions; any other article anchor (`#privacy`) opens that article.
  const section = /^#[a-z][a-z0-9-]{0,47}$/.test(hash) ? hash.slice(1) : undefined;

  useEffect(() => {
    if (signedIn || checking) return;
    // A login popup already open (with its reason, e.g. "you are not logged in") stays as it is.
    if (name === 'login' && useAppStore.getState().modal?.name === 'login') return;
    if (name === 'register') openModal({ name, referralCode });
    else if (name === 'help') openModal({ name, section });
    else openModal({ name });
  }, [name, referralCode, section, openModal, signedIn, checking]);

  // Leaving the route (back button, a redirect after login) closes its popup. The page of the route stays
  // on screen until the next one is ready, after the address has changed: a popup opened in that moment
  // (the announcement pop-up right after a login) belongs to the next page and stays open.
  useEffect(() => {
    const path = window.location.pathname;
    let openedAfterLeaving: TModal | null = null;
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.modal === previous.modal) return;
      openedAfterLeaving = window.location.pathname === path ? null : state.modal;
    });
    return () => {
      unsubscribe();
      const modal = useAppStore.getState().modal;
      if (modal && modal !== openedAfterLeaving) closeModal();
    };
  }, [closeModal]);

  if (signedIn) return <Navigate to="/" replace />;
  return <HomeRoute />;
}
