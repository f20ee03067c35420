import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One 390 px wide frame in a given theme; the theme's tokens apply to everything inside it. */
function PhoneFrame({ theme, label, children }: { theme: 'dark' | 'light'; label: string; children: ReactNode }) {
  return (
    <div className="flex w-full max-w-[390px] flex-col gap-2">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</p>
      <div className={`${theme} rounded-[20px] border border-border bg-bg p-4 text-text shadow-lg`}>{children}</div>
    </div>
  );
}

/** A part of the app drawn twice, in the dark and the light theme, side by side (stacked on a phone). */
export function ThemeGallery({ title, children }: { title: string; children: (theme: 'dark' | 'light') => ReactNode }) {
  const { t } = useTranslation('lifeAreas');
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <PhoneFrame theme="dark" label={t('demo.dark')}>
          {children('dark')}
        </PhoneFrame>
        <PhoneFrame theme="light" label={t('demo.light')}>
          {children('light')}
        </PhoneFrame>
      </div>
    </section>
  );
}
