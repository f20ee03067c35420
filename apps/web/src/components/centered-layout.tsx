import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changeLanguage, isAppLanguage } from '@/lib/i18n';
import { ThemeToggle } from '@/components/theme-toggle';

const LANGS = [
  { code: 'en', label: 'EN' },
  { code: 'es', label: 'ES' },
  { code: 'ro', label: 'RO' },
];

export function CenteredLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-text">
      <header className="flex items-center justify-between px-4 py-3">
        <Link to="/" className="flex min-h-11 items-center gap-2 text-lg font-semibold">
          <span className="inline-block size-3 rounded-full bg-accent" aria-hidden />
          {t('appName')}
        </Link>
        <div className="flex items-center gap-1">
          {LANGS.map((lang) => (
            <button
              key={lang.code}
              type="button"
              lang={lang.code}
              aria-pressed={i18n.language === lang.code}
              onClick={() => isAppLanguage(lang.code) && void changeLanguage(lang.code)}
              className="min-h-11 min-w-11 rounded-[8px] text-xs font-semibold text-muted hover:bg-raised aria-pressed:text-accent"
            >
              {lang.label}
            </button>
          ))}
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 md:items-center md:pt-0">
        <div className="flex w-full max-w-sm flex-col">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle ? <p className="mt-1 mb-8 text-sm text-muted">{subtitle}</p> : <div className="mb-8" />}
          {children}
        </div>
      </main>
    </div>
  );
}
