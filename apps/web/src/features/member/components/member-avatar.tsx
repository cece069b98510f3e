import { safeUrl } from '../../../lib/safe-url';

/** The profile picture, or the first letter of the name on a coloured disc. */
export function MemberAvatar({ url, name, size = 32 }: { url: string | null; name: string; size?: number }) {
  const src = url ? safeUrl(url) : null;
  if (src) {
    return <img className="avatar" src={src} alt="" width={size} height={size} data-testid="member-avatar" />;
  }
  return (
    <span
      className="avatar avatar--initial"
      style={{ width: size, height: size, fontSize: size * 0.45 }}
      aria-hidden="true"
      data-testid="member-avatar"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
