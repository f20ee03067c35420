import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function Brand({ to = '/dashboard' }: { to?: string }) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} className="flex min-h-11 items-center gap-2 font-semibold tracking-tight text-text">
      <svg viewBox="0 0 64 64" className="size-7" aria-hidden>
        <circle cx="32" cy="32" r="9" fill="var(--accent)" />
        <ellipse
          cx="32"
          cy="32"
          rx="24"
          ry="11"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.55"
          strokeWidth="3"
          transform="rotate(-25 32 32)"
        />
        <circle cx="52" cy="22" r="4" fill="hsl(45 90% 55%)" />
      </svg>
      <span className="text-lg">{t('appName')}</span>
    </Link>
  );
}
