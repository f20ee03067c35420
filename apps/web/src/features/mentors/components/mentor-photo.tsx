import { Avatar } from '@/components/ui/avatar';

/** A mentor's photo, or their initial on a tinted disc. Decorative: their name is beside it. */
export function MentorPhoto({
  name,
  photoUrl,
  size = 'md',
}: {
  name: string;
  photoUrl: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const sizes = { sm: 'size-8 text-sm', md: 'size-14 text-xl', lg: 'size-24 text-4xl' };
  return <Avatar name={name} photoUrl={photoUrl} large={size === 'lg'} className={sizes[size]} />;
}
