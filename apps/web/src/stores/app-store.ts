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
import { clearSessionKeepingMerchantKeys, getSessionToken, setSessionToken } from '../lib/storage';
import { applyTheme, readStoredTheme, type TTheme } from '../lib/theme';

export type TBrand = TSystemStatusValue['brand'];

/** The popups the shell can open; identity fills login and register, content fills help. */
export type TModal =
  { name: 'login' } | { name: 'register'; referralCode?: string } | { name: 'help'; section?: 'term' };

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
};

export type TAppActions = {
  applySystemStatus: (status: TSystemStatusValue) => void;
  /** Login and registration success: keep the token and let guarded routes through. */
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
    set({ token });
  },
  setMember: ({ type }) =>
    set({ isLogin: true, isLoadingMember: false, isAgent: isAgentType(type), isTrial: isTrialType(type) }),
  setLoadingMember: (isLoadingMember) => set({ isLoadingMember }),
  setMerchantWallet: (hasMerchantWallet) => set({ hasMerchantWallet }),
  clearSession: () => {
    clearSessionKeepingMerchantKeys();
    set({ token: null, isLogin: false, isLoadingMember: false, isAgent: false, isTrial: false });
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
}));

export const isFlagOn = (state: TAppState, flag: TWhitelabelFlag): boolean => state.whitelabel[flag] === true;

/** A CDN for images, picked at random per call (spec §9). */
export const pickImageCdn = (): string | undefined => pickRandom(useAppStore.getState().imageCDNs);
/** A CDN for game launches, picked at random per call (spec §9). */
export const pickLaunchGameCdn = (): string | undefined => pickRandom(useAppStore.getState().launchGameCDNs);
