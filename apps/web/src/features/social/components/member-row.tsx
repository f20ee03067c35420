import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberCard } from '@lifeorbit/contracts';
import { MemberAvatar } from './member-avatar';

/** A member in a list: photo, name and @handle linking to their profile, and an action on the right. */
export function MemberRow({ member, action }: { member: MemberCard; action?: ReactNode }) {
  return (
    <div className="flex items-center gap-3 py-2">
      <MemberAvatar name={member.name} avatarUrl={member.avatarUrl} />
      <Link to={`/u/${member.handle}`} className="min-w-0 flex-1 rounded-[8px] hover:underline">
        <span className="block truncate font-medium">{member.name}</span>
        <span className="block truncate text-sm text-muted">@{member.handle}</span>
      </Link>
      {action}
    </div>
  );
}
