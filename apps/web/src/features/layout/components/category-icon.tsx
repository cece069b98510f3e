import type { ReactNode } from 'react';
import type { TGameCategory } from '@platform/contracts/categories';

/** Line icons of the game categories, drawn like components/ui/icons.tsx (24 grid, 1.8 stroke). */
const PATHS: Record<TGameCategory, ReactNode> = {
  RNG: (
    <>
      <rect x="3" y="5" width="15" height="14" rx="2.5" />
      <path d="M6.5 9v6M10.5 9v6M14.5 9v6" />
      <path d="M18 10h1.5a1 1 0 0 1 1 1v3M20.5 8.5V6.5" />
      <circle cx="20.5" cy="5.5" r="1" />
    </>
  ),
  FISH: (
    <>
      <path d="M3 12c2.5-4 6-5.5 9.5-5.5 3.6 0 6 2.4 7.5 5.5-1.5 3.1-3.9 5.5-7.5 5.5C9 17.5 5.5 16 3 12Z" />
      <path d="M3 12 1.5 9M3 12l-1.5 3" />
      <circle cx="15.8" cy="11" r="0.9" />
      <path d="M10.5 9.5c.8 1.6.8 3.4 0 5" />
    </>
  ),
  LIVE: (
    <>
      <rect x="3" y="6.5" width="12.5" height="11" rx="2" />
      <path d="m15.5 10.5 5-3v9l-5-3" />
      <circle cx="9.25" cy="12" r="2.2" />
    </>
  ),
  PVP: (
    <>
      <rect x="3.5" y="6" width="9.5" height="13.5" rx="1.6" transform="rotate(-10 8.2 12.8)" />
      <rect x="11" y="4.5" width="9.5" height="13.5" rx="1.6" transform="rotate(10 15.8 11.2)" />
      <path d="M15.2 9.2c.9 0 1.5.6 1.5 1.4 0 1.3-1.9 2.4-1.9 2.4s-1.9-1.1-1.9-2.4c0-.8.6-1.4 1.5-1.4.2 0 .3.1.4.2.1-.1.2-.2.4-.2Z" />
    </>
  ),
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m12 8 3.4 2.5-1.3 4h-4.2l-1.3-4Z" />
      <path d="M12 8V3.5M15.4 10.5l4.2-1.4M14.1 14.5l2.6 3.6M9.9 14.5l-2.6 3.6M8.6 10.5 4.4 9.1" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M7 7.5h10a4 4 0 0 1 3.9 3.2l.8 4.3a2.5 2.5 0 0 1-4.3 2.1L15 14.5H9l-2.4 2.6a2.5 2.5 0 0 1-4.3-2.1l.8-4.3A4 4 0 0 1 7 7.5Z" />
      <path d="M8 10v3M6.5 11.5h3" />
      <circle cx="15.5" cy="10.8" r="0.6" />
      <circle cx="17.2" cy="12.5" r="0.6" />
    </>
  ),
  COCKFIGHT: (
    <>
      <path d="M8 20.5h8M12 20.5v-3" />
      <path d="M6 9.5c0-3 2.2-5 5-5 1 0 1.8.3 2.4.8L16 4l-.7 2.6 2.7.4-2 1.6c.6 1 1 2.2 1 3.4 0 3.2-2.3 5.5-5 5.5s-4.9-1.8-5.6-4.3L4 12l2.2-1.2" />
      <circle cx="11.5" cy="8.5" r="0.8" />
    </>
  ),
  LOTT: (
    <>
      <circle cx="8" cy="9" r="4.5" />
      <circle cx="16.5" cy="14.5" r="4.5" />
      <path d="M7.3 7.6 8.4 7v4.2M15.3 13.1c.3-.6.8-.9 1.4-.9.7 0 1.2.5 1.2 1.1 0 .9-2.6 2.2-2.6 3h2.7" />
    </>
  ),
  ELOTT: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
      <circle cx="8.5" cy="10" r="2" />
      <path d="m14.5 7-1.8 3.2h2.6L13.5 13" />
    </>
  ),
  INHOUSE: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3.5" />
      <circle cx="8.5" cy="8.5" r="1" />
      <circle cx="15.5" cy="8.5" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="8.5" cy="15.5" r="1" />
      <circle cx="15.5" cy="15.5" r="1" />
    </>
  ),
};

export function CategoryIcon({ category, size = 20 }: { category: TGameCategory; size?: number }) {
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
      data-category-icon={category}
    >
      {PATHS[category]}
    </svg>
  );
}
