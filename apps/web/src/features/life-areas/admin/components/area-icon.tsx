import { LifeIcon, lifeColor } from '@/components/ui/life-icon';
import { cn } from '@/lib/cn';

/** A life area's icon on a tint of its category's colour, as members see it (size and corner set by the caller). */
export function AreaIcon({
  icon,
  color,
  className,
  iconClassName = 'size-5',
}: {
  icon: string;
  color?: string | null;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <span
      className={cn('inline-flex shrink-0 items-center justify-center', className)}
      style={{ background: lifeColor(color, 0.16), color: lifeColor(color) }}
    >
      <LifeIcon name={icon} className={iconClassName} />
    </span>
  );
}
