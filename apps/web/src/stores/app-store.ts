import { create } from 'zustand';
import { isAgentType, isTrialType } from '@platform/contracts/member-types';
import type {
  TCustomerService,
  TDomainRoute,
  TResource,
  TSystemStatusCode,
  TSystemStatusValue,
} from '@platform/contracts/system';
import type { TWhitelabel, TWhitelabelFlag } from '@platform/contracts/whitelabel';
import type { TGameCategory } from '@platform/contracts/categories';
import { pickRandom } from '../lib/random';
import { isNarrowScreen } from '../lib/screen';
import {
  BALANCE_HIDDEN_KEY,
  clearSessionKeepingMerchantKeys,
  getSessionToken,
  readLocal,
  setSessionToken,
  writeLocal,
} from '../lib/storage';
import { applyTheme, readStoredTheme, type TTheme } from '../lib/theme';

export type TBrand = TSystemStatusValue['brand'];

/** The popups the shell can open; identity fills login, register and the account popups, content fills help. */
export type TModal =
  | { name: 'login'; reason?: 'notLoggedIn' | 'passwordReset' }
  | { name: 'register'; referralCode?: string }
  /** The help centre; `section` is an article anchor (`term` = terms and conditions, `/help#term`). */
  | { name: 'help'; section?: string }
  /** The announcements list (9 per page) with its HTML detail pane (spec §2 Modal popups). */
  | { name: 'announcements' }
  /** Notices one at a time with prev/next: the marquee's bulletins or the announcement pop-up (spec §2, §4). */
  | { name: 'notice'; source: 'bulletin' | 'popup'; index: number }
  | { name: 'feedback' }
  | { name: 'changePassword' }
  | { name: 'forgotPassword' }
  | { name: 'logout' }
  | { name: 'realAccount' }
  /** Contract requests waiting for a logged-in agent's answer; the agent feature renders it (spec §7). */
  | { name: 'contract' }
  /** A vendor card (`isGame: VASSALAGE`) lists the vendor's games in a popup (spec §4 Game start). */
  | { name: 'gamePopup'; vassalage: string; gameType: TGameCategory; title: string };

/**
 * The game shown in place in the site's game frame (spec §4 "otherwise the game launches in place"):
 * `launching` until the launch answers, then `ready` with its address, or `failed` with the refusal.
 */
export type TOpenGame = {
  nodeId: string;
  gameName: string;
  vassalage: string;
  status: 'launching' | 'ready' | 'failed';
  url: string | null;
  error: string | null;
};

/** A password change that must happen before anything else (default or expired password, spec §4). */
export type TForcedPasswordChange = {
  /** Where the member goes once the password is changed: `/`, or `/agentHome` from the agent login page. */
  returnTo: string;
};

/**
 * spec §3 "Public state": what the header, menus and badges show about the logged-in member, kept current
 * by the app (app/public-state-sync.tsx) from the balance, member info, whitelabel and unread count.
 */
export type TPublicState = {
  /** Main wallet balance; null until it has loaded (or logged out). */
  balance: number | null;
  currencySymbol: string;
  /** The brand offers VIP levels (whitelabel VIP3). */
  hasVip: boolean;
  /** Unread inbox messages (CSP_unreadCount); 0 for trial accounts, which skip it (spec §6). */
  unreadMessage: number;
  /**
   * Rewards to claim, lucky draws, completed missions and activities open to join
   * (GET /wps/promotions/badges; app/promotion-badge-sync.tsx).
   */
  availablePromoCount: number;
  /** Ours: rewards of the reward centre not seen yet (the header menu's badge), from the same reply. */
  unreadRewards: number;
};

export const initialPublicState = (): TPublicState => ({
  balance: null,
  currencySymbol: '',
  hasVip: false,
  unreadMessage: 0,
  availablePromoCount: 0,
  unreadRewards: 0,
});

/** spec §3 "Store state", plus what the shell needs to render it. */
export type TAppState = {
  /** Session token (sessionStorage mirror); route guards read it. */
  token: string | null;
  /** True once member info has loaded for the token (identity issue sets it). */
  isLogin: boolean;
  /** True while member info for the token is loading; guards wait instead of redirecting. */
  isLoadingMember: boolean;
  isAgent: boolean;
  isTrial: boolean;
  hasFreePlay: boolean;
  smsEnabled: boolean;
  mobileReg: boolean;
  mobileRegPass: boolean;
  pwdEnabled: boolean;
  showVerCodeLogin: boolean;
  /** GCS_merchantWallet `isSingle` (wallet issue). */
  hasMerchantWallet: boolean;
  location: TSystemStatusValue['location'] | null;
  /** null until GET /wps/system/status has answered. */
  systemStatus: TSystemStatusCode | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** The brand's Google tag (status `analytics.gtagId`); null: no analytics at all. */
  gtagId: string | null;
  whitelabel: Partial<TWhitelabel>;
  brand: TBrand | null;
  customerService: TCustomerService[];
  resources: TResource[];
  domainRoute: TDomainRoute[];
  theme: TTheme;
  sideMenuOpen: boolean;
  modal: TModal | null;
  /** Set by a login that answered `firstTimeLogin` (spec §4 "a first-login action triggers"). */
  firstLogin: boolean;
  /** While set, the change-password popup is open and cannot be dismissed; nothing else is reachable. */
  forcedPasswordChange: TForcedPasswordChange | null;
  /** Header balance hidden (kept in localStorage). */
  balanceHidden: boolean;
  openGame: TOpenGame | null;
  publicState: TPublicState;
};

export type TAppActions = {
  applySystemStatus: (status: TSystemStatusValue) => void;
  /** Login and registration success: keep the token; member info for it is loading from now on. */
  setSession: (token: string) => void;
  /** Member info loaded (identity issue): login state and role. */
  setMember: (member: { type: number }) => void;
  setLoadingMember: (loading: boolean) => void;
  setMerchantWallet: (isSingle: boolean) => void;
  /** Logout (spec §4): session storage emptied except merchant keys; login and agent false. */
  clearSession: () => void;
  setTheme: (theme: TTheme) => void;
  toggleTheme: () => void;
  setSideMenuOpen: (open: boolean) => void;
  toggleSideMenu: () => void;
  openModal: (modal: TModal) => void;
  /** Opens `modal` only when no popup is open (checked and set in one step); whether it opened. */
  openModalIfIdle: (modal: TModal) => boolean;
  closeModal: () => void;
  setFirstLogin: (firstLogin: boolean) => void;
  requirePasswordChange: (change: TForcedPasswordChange) => void;
  passwordChanged: () => void;
  toggleBalanceHidden: () => void;
  setOpenGame: (game: TOpenGame | null) => void;
  setPublicState: (patch: Partial<TPublicState>) => void;
};

/** Open on a wide screen, a closed drawer on a narrow one. */
const initialSideMenuOpen = () => !isNarrowScreen();

export const initialAppState = (): TAppState => ({
  token: getSessionToken(),
  isLogin: false,
  isLoadingMember: false,
  isAgent: false,
  isTrial: false,
  hasFreePlay: false,
  smsEnabled: false,
  mobileReg: false,
  mobileRegPass: false,
  pwdEnabled: false,
  showVerCodeLogin: false,
  hasMerchantWallet: false,
  location: null,
  systemStatus: null,
  imageCDNs: [],
  launchGameCDNs: [],
  gtagId: null,
  whitelabel: {},
  brand: null,
  customerService: [],
  resources: [],
  domainRoute: [],
  theme: readStoredTheme(),
  sideMenuOpen: initialSideMenuOpen(),
  modal: null,
  firstLogin: false,
  forcedPasswordChange: null,
  balanceHidden: readLocal(BALANCE_HIDDEN_KEY) === '1',
  openGame: null,
  publicState: initialPublicState(),
});

export const useAppStore = create<TAppState & TAppActions>()((set, get) => ({
  ...initialAppState(),
  applySystemStatus: (status) =>
    set({
      systemStatus: status.systemStatus,
      brand: status.brand,
      whitelabel: status.whitelabel,
      hasFreePlay: Boolean(status.whitelabel.FREEPLAY3),
      smsEnabled: status.register.smsVerification,
      mobileReg: status.register.mobileReg,
      mobileRegPass: status.register.mobileRegPass,
      pwdEnabled: Boolean(status.whitelabel.PWDEXPIRY3),
      showVerCodeLogin: Boolean(status.whitelabel.SMSLOGIN3),
      location: status.location,
      imageCDNs: status.imageCDNs,
      launchGameCDNs: status.launchGameCDNs,
      gtagId: status.analytics.gtagId?.trim() || null,
      customerService: status.customerService,
      resources: status.resources,
      domainRoute: status.domainRoute,
    }),
  setSession: (token) => {
    setSessionToken(token);
    set({ token, isLogin: false, isLoadingMember: true, isAgent: false, isTrial: false });
  },
  setMember: ({ type }) =>
    set({ isLogin: true, isLoadingMember: false, isAgent: isAgentType(type), isTrial: isTrialType(type) }),
  setLoadingMember: (isLoadingMember) => set({ isLoadingMember }),
  setMerchantWallet: (hasMerchantWallet) => set({ hasMerchantWallet }),
  clearSession: () => {
    clearSessionKeepingMerchantKeys();
    set({
      token: null,
      isLogin: false,
      isLoadingMember: false,
      isAgent: false,
      isTrial: false,
      firstLogin: false,
      forcedPasswordChange: null,
      publicState: { ...initialPublicState(), hasVip: get().publicState.hasVip },
    });
  },
  setTheme: (theme) => {
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  setSideMenuOpen: (sideMenuOpen) => set({ sideMenuOpen }),
  toggleSideMenu: () => set({ sideMenuOpen: !get().sideMenuOpen }),
  openModal: (modal) => set({ modal }),
  openModalIfIdle: (modal) => {
    let opened = false;
    set((state) => {
      if (state.modal !== null || state.forcedPasswordChange !== null) return {};
      opened = true;
      return { modal };
    });
    return opened;
  },
  closeModal: () => set({ modal: null }),
  setFirstLogin: (firstLogin) => set({ firstLogin }),
  requirePasswordChange: (forcedPasswordChange) => set({ forcedPasswordChange, modal: null }),
  passwordChanged: () => set({ forcedPasswordChange: null }),
  toggleBalanceHidden: () => {
    const balanceHidden = !get().balanceHidden;
    writeLocal(BALANCE_HIDDEN_KEY, balanceHidden ? '1' : '0');
    set({ balanceHidden });
  },
  setOpenGame: (openGame) => set({ openGame }),
  setPublicState: (patch) => {
    const current = get().publicState;
    const changed = (Object.keys(patch) as (keyof TPublicState)[]).some((key) => patch[key] !== current[key]);
    if (changed) set({ publicState: { ...current, ...patch } });
  },
}));

export const isFlagOn = (state: TAppState, flag: TWhitelabelFlag): boolean => state.whitelabel[flag] === true;

/** A CDN for images, picked at random per call (spec §9). */
export const pickImageCdn = (): string | undefined => pickRandom(useAppStore.getState().imageCDNs);
/** A CDN for game launches, picked at random per call (spec §9). */
export const pickLaunchGameCdn = (): string | undefined => pickRandom(useAppStore.getState().launchGameCDNs);
