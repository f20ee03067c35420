import { cn } from '@/lib/cn';

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
  if (avatarUrl) {
    // Small circles load the 96 px version that sits beside the 512 px one.
    const src = size === 'lg' ? avatarUrl : avatarUrl.replace(/-512\.webp$/, '-96.webp');
    return <img src={src} alt="" className={cn('shrink-0 rounded-full object-cover', sizes[size])} />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-accent/20 font-semibold text-accent uppercase',
        sizes[size],
      )}
    >
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}
