import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changeLanguage, isAppLanguage } from '@/lib/i18n';
import { LanguagePicker } from '@/components/language-picker';
import { ThemeToggle } from '@/components/theme-toggle';

export function CenteredLayout({
  title,
  subtitle,
  children,
  hasLanguagePicker = true,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** False where the page itself asks for the language (onboarding), so it is not asked twice. */
  hasLanguagePicker?: boolean;
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
          {hasLanguagePicker ? (
            <LanguagePicker
              compact
              value={i18n.language}
              onChange={(code) => isAppLanguage(code) && void changeLanguage(code)}
            />
          ) : null}
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
