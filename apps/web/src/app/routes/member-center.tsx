import { MemberCenter } from '../../features/member/components/member-center';

/** Lazy screen group "MemberCenter": /member and /member/:page. */
export function Component() {
  return <MemberCenter />;
}
