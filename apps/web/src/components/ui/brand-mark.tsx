import { useId } from 'react';

/** The platform's mark: a gold diamond drawn for this project. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const id = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className="brand-mark"
    >
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="0.55" stopColor="#f5b942" />
          <stop offset="1" stopColor="#d9831a" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="var(--brand-mark-bg)" />
      <path d="M32 9 53 32 32 55 11 32Z" fill={`url(#${id}-g)`} />
      <path d="M32 21 42 32 32 43 22 32Z" fill="var(--brand-mark-bg)" />
      <path d="M32 27 37 32 32 37 27 32Z" fill={`url(#${id}-g)`} />
    </svg>
  );
}
