import type { TBannerGroup } from '@platform/contracts/content';
import { GroupBanner, type TBannerGame } from '../features/content/components/banner-carousel';

/**
 * The banner of a sign-in window (spec §3 banner groups w_login, w_register, w_forget): the group's
 * banners as a small carousel at the top of the login, register or forgot-password popup, clickable by
 * linkage type like the home banners (a GAME banner starts its game); nothing when the group is empty.
 * Loaded with the popup (modal-host.tsx), never holding it up.
 */
export default function SignInBanner({
  group,
  onOpenGame,
}: {
  group: Extract<TBannerGroup, 'w_login' | 'w_register' | 'w_forget'>;
  /** Starts a GAME banner's game (routes/home.tsx, passed in: this chunk must not import a route). */
  onOpenGame: (game: TBannerGame) => void;
}) {
  return (
    <div className="auth-modal__banner">
      <GroupBanner group={group} variant="form" onOpenGame={onOpenGame} testId={`${group}-banner`} />
    </div>
  );
}
