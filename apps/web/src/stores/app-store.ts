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
import { pickRandom } from '../lib/random';
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
  | { name: 'help'; section?: 'term' }
  | { name: 'changePassword' }
  | { name: 'forgotPassword' }
  | { name: 'logout' }
  | { name: 'realAccount' };

/** A password change that must happen before anything else (default or expired password, spec §4). */
export type TForcedPasswordChange = {
  /** Where the member goes once the password is changed: `/`, or `/agentHome` from the agent login page. */
  returnTo: string;
};

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
  closeModal: () => void;
  setFirstLogin: (firstLogin: boolean) => void;
  requirePasswordChange: (change: TForcedPasswordChange) => void;
  passwordChanged: () => void;
  toggleBalanceHidden: () => void;
};

const initialSideMenuOpen = () =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? true
    : !window.matchMedia('(max-width: 960px)').matches;

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
  closeModal: () => set({ modal: null }),
  setFirstLogin: (firstLogin) => set({ firstLogin }),
  requirePasswordChange: (forcedPasswordChange) => set({ forcedPasswordChange, modal: null }),
  passwordChanged: () => set({ forcedPasswordChange: null }),
  toggleBalanceHidden: () => {
    const balanceHidden = !get().balanceHidden;
    writeLocal(BALANCE_HIDDEN_KEY, balanceHidden ? '1' : '0');
    set({ balanceHidden });
  },
}));

export const isFlagOn = (state: TAppState, flag: TWhitelabelFlag): boolean => state.whitelabel[flag] === true;

/** A CDN for images, picked at random per call (spec §9). */
export const pickImageCdn = (): string | undefined => pickRandom(useAppStore.getState().imageCDNs);
/** A CDN for game launches, picked at random per call (spec §9). */
export const pickLaunchGameCdn = (): string | undefined => pickRandom(useAppStore.getState().launchGameCDNs);
