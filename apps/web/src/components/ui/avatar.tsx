import { cn } from '@/lib/cn';

/**
 * A person's photo, or their initial on a tinted disc when they have none. Decorative: their name is beside it.
 * Photos made by the upload pipeline (ADR 026) sit in two sizes; small circles load the 96 px one.
 */
export function Avatar({
  name,
  photoUrl,
  large,
  className,
}: {
  name: string;
  photoUrl: string | null;
  large: boolean;
  className: string;
}) {
  if (photoUrl) {
    const src = large ? photoUrl : photoUrl.replace(/-512\.webp$/, '-96.webp');
    return <img src={src} alt="" className={cn('shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-accent/20 font-semibold text-accent uppercase',
        className,
      )}
    >
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}
