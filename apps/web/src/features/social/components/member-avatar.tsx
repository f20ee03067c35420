import { Avatar } from '@/components/ui/avatar';

/** A member's photo, or their initial on a tinted disc when they have none. Decorative: their name is beside it. */
export function MemberAvatar({
  name,
  avatarUrl,
  size = 'md',
}: {
  name: string;
  avatarUrl: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const sizes = { sm: 'size-8 text-sm', md: 'size-10 text-base', lg: 'size-20 text-3xl' };
  return <Avatar name={name} photoUrl={avatarUrl} large={size === 'lg'} className={sizes[size]} />;
}
