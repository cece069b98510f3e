import type { SVGProps } from 'react';

export type TIconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The stroke-icon frame every icon of the app draws in (24×24, currentColor). */
export function Icon({ size = 20, children, ...props }: TIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h10" />
  </Icon>
);
export const CloseIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const HomeIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h13V10" />
    <path d="M10 19.5v-5h4v5" />
  </Icon>
);
export const GiftIcon = (p: TIconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
    <path d="M5 12.5v7.5h14v-7.5M12 8.5V20" />
    <path d="M12 8.5C10.5 5 7 4.5 7 6.8 7 8.5 12 8.5 12 8.5ZM12 8.5c1.5-3.5 5-4 5-1.7 0 1.7-5 1.7-5 1.7Z" />
  </Icon>
);
export const CrownIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M4 8l4 4 4-6 4 6 4-4-1.5 10h-13Z" />
    <path d="M6 20.5h12" />
  </Icon>
);
export const UsersIcon = (p: TIconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8.5" r="3.2" />
    <path d="M3 19.5c.6-3.4 3-5.2 6-5.2s5.4 1.8 6 5.2" />
    <path d="M16 5.6a3 3 0 0 1 0 5.8M17.5 14.6c2 .6 3.2 2.2 3.5 4.9" />
  </Icon>
);
export const BriefcaseIcon = (p: TIconProps) => (
  <Icon {...p}>
    <rect x="3" y="7.5" width="18" height="12" rx="2" />
    <path d="M9 7.5V5.5a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 5.5v2M3 13h18" />
  </Icon>
);
export const HeadsetIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13.5" width="4" height="6" rx="1.5" />
    <rect x="17" y="13.5" width="4" height="6" rx="1.5" />
    <path d="M19 19.5c0 1.5-2 2.5-5 2.5" />
  </Icon>
);
export const ChatIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M4 5.5h16v10H9l-5 4Z" />
    <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" />
  </Icon>
);
export const SendIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M21 4 3 11l6.5 2.5L12 20l3-5.5" />
    <path d="M9.5 13.5 21 4" />
  </Icon>
);
export const PhoneIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M5 4h3.5l1.5 4-2 1.5a10 10 0 0 0 6.5 6.5L16 14l4 1.5V19a1.5 1.5 0 0 1-1.5 1.5C10.5 20.5 3.5 13.5 3.5 5.5A1.5 1.5 0 0 1 5 4Z" />
  </Icon>
);
export const ThumbIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M14 4.5h-2.5L9 10v9.5h8.2a2 2 0 0 0 2-1.6l1.2-6a2 2 0 0 0-2-2.4H14Z" />
    <path d="M9 10H4.5v9.5H9" />
  </Icon>
);
export const LinkIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7L11.5 6.8" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.5-1.5" />
  </Icon>
);
export const DownloadIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
    <path d="M4.5 16.5v3h15v-3" />
  </Icon>
);
export const GlobeIcon = (p: TIconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.6 2.6 3.6 5.4 3.6 8.5s-1 5.9-3.6 8.5c-2.6-2.6-3.6-5.4-3.6-8.5s1-5.9 3.6-8.5Z" />
  </Icon>
);
export const SunIcon = (p: TIconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </Icon>
);
export const MoonIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10Z" />
  </Icon>
);
export const ArrowUpIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />
  </Icon>
);
export const ChevronDownIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const BarrierIcon = (p: TIconProps) => (
  <Icon {...p}>
    <rect x="2.5" y="6.5" width="19" height="7" rx="1.5" />
    <path d="M8 6.5 4 13.5M14 6.5l-4 7M20 6.5l-4 7" />
    <path d="M6 13.5V20M18 13.5V20M4 20h4M16 20h4M6 6.5V4M18 6.5V4" />
  </Icon>
);
export const ShieldIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.5 3 8 7.5 9.5 4.5-1.5 7.5-5 7.5-9.5V6Z" />
    <path d="M9.5 9.5l5 5M14.5 9.5l-5 5" />
  </Icon>
);
export const WifiOffIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M3 3l18 18" />
    <path d="M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5-2.6M19 13a10 10 0 0 0-2.2-1.6M2 9.5a15 15 0 0 1 4.5-2.8M22 9.5A15 15 0 0 0 11 5.6" />
    <path d="M12 20h.01" />
  </Icon>
);
export const SparkIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M12 3c.8 4.5 2.5 6.2 7 7-4.5.8-6.2 2.5-7 7-.8-4.5-2.5-6.2-7-7 4.5-.8 6.2-2.5 7-7Z" />
    <path d="M19 17c.3 1.5.9 2.1 2.4 2.4-1.5.3-2.1.9-2.4 2.4-.3-1.5-.9-2.1-2.4-2.4 1.5-.3 2.1-.9 2.4-2.4Z" />
  </Icon>
);
export const ClockIcon = (p: TIconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
export const ChartIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M4 20h16" />
    <path d="M7 16v-4M12 16V7M17 16v-6" />
  </Icon>
);
export const FileIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M7 3.5h7l4 4v13H7Z" />
    <path d="M14 3.5v4h4M10 12h5M10 15.5h5" />
  </Icon>
);
export const EyeIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
export const EyeOffIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M3 3l18 18" />
    <path d="M10.6 6.1c.5-.1.9-.1 1.4-.1 6 0 9.5 6 9.5 6a17 17 0 0 1-2.7 3.4M6.6 6.7A16.5 16.5 0 0 0 2.5 12s3.5 6.5 9.5 6.5a9 9 0 0 0 4.3-1.1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Icon>
);
export const RefreshIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M20 12a8 8 0 1 1-2.4-5.7" />
    <path d="M20 4v4.5h-4.5" />
  </Icon>
);
export const UserIcon = (p: TIconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1-3.8 4-5.8 7.5-5.8s6.5 2 7.5 5.8" />
  </Icon>
);
export const LockIcon = (p: TIconProps) => (
  <Icon {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
  </Icon>
);
export const MailIcon = (p: TIconProps) => (
  <Icon {...p}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.5 7 8.5 6 8.5-6" />
  </Icon>
);
export const LogoutIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M14 4.5H6.5v15H14" />
    <path d="M10.5 12H21M17.5 8.5 21 12l-3.5 3.5" />
  </Icon>
);
export const WalletIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M4 7.5h15.5v12H4Z" />
    <path d="M4 7.5 16 4v3.5M15.5 13.5h1.5" />
  </Icon>
);
export const AlertIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M12 3.5 2.5 20h19Z" />
    <path d="M12 10v4.5M12 17.3h.01" />
  </Icon>
);
export const CameraIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M4 8h3l1.5-2.5h7L17 8h3v11H4Z" />
    <circle cx="12" cy="13" r="3.3" />
  </Icon>
);
export const CheckIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
export const CopyIcon = (p: TIconProps) => (
  <Icon {...p}>
    <rect x="8.5" y="8.5" width="11.5" height="11.5" rx="2" />
    <path d="M15.5 8.5V5.5a1.5 1.5 0 0 0-1.5-1.5H5.5A1.5 1.5 0 0 0 4 5.5V14a1.5 1.5 0 0 0 1.5 1.5h3" />
  </Icon>
);
export const SwapIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M4 8.5h15M15.5 5 19 8.5 15.5 12" />
    <path d="M20 15.5H5M8.5 12 5 15.5 8.5 19" />
  </Icon>
);
export const BankIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M3.5 9.5 12 4.5l8.5 5Z" />
    <path d="M5.5 10v7M10 10v7M14 10v7M18.5 10v7M3.5 19.5h17" />
  </Icon>
);
export const CardIcon = (p: TIconProps) => (
  <Icon {...p}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </Icon>
);
export const UploadIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M12 15.5V4.5M7.5 9 12 4.5 16.5 9" />
    <path d="M4.5 15v4.5h15V15" />
  </Icon>
);
export const HourglassIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M7 3.5h10M7 20.5h10" />
    <path d="M8 3.5c0 4.5 8 4.5 8 8.5s-8 4-8 8.5M16 3.5c0 4.5-8 4.5-8 8.5s8 4 8 8.5" />
  </Icon>
);
