import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from '@/features/shell/components/brand';
import { LanguagePicker } from '@/components/language-picker';
import { ThemeToggle } from '@/components/theme-toggle';
import { changeLanguage, isAppLanguage } from '@/lib/i18n';
import { PageSkeleton } from './app-shell';

/** Public pages (demos, shareable gym and mentor pages): brand, theme and language, no account needed. */
export function PublicShell() {
  const { i18n } = useTranslation();
  return (
    <div className="min-h-dvh bg-bg text-text">
      <header className="sticky top-0 z-10 flex h-16 items-center gap-2 border-b border-border bg-bg/90 px-4 backdrop-blur md:px-8">
        <Brand to="/" />
        <div className="ml-auto flex items-center gap-2">
          <LanguagePicker
            compact
            value={i18n.language}
            onChange={(code) => isAppLanguage(code) && void changeLanguage(code)}
          />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-[1120px] px-4 py-6 md:px-8">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
