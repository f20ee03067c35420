import {
  Activity,
  Brain,
  Coins,
  Compass,
  HeartHandshake,
  Leaf,
  Sparkles,
  Timer,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LanguagePicker } from '@/components/language-picker';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { changeLanguage, isAppLanguage } from '@/lib/i18n';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

const AREAS: { slug: string; icon: LucideIcon; color: string }[] = [
  { slug: 'health', icon: Activity, color: 'var(--color-health)' },
  { slug: 'wealth', icon: Coins, color: 'var(--color-wealth)' },
  { slug: 'relationships', icon: HeartHandshake, color: 'var(--color-relationships)' },
  { slug: 'mind', icon: Brain, color: 'var(--color-mind)' },
  { slug: 'purpose', icon: Compass, color: 'var(--color-purpose)' },
  { slug: 'lifestyle', icon: Leaf, color: 'var(--color-lifestyle)' },
];

const FEATURES: { key: string; icon: LucideIcon }[] = [
  { key: 'log', icon: Zap },
  { key: 'suggest', icon: Sparkles },
  { key: 'offline', icon: Timer },
];

/** Spec §2: a spinner while the session is checked; signed in goes to /dashboard; otherwise the teaser or the areas. */
export function LandingPage() {
  const { t, i18n } = useTranslation(['landing', 'auth', 'common']);
  const me = useMe();
  const [showAreas, setShowAreas] = useState(false);
  useDocumentTitle('');

  if (me.isPending) return <FullPageSpinner label={t('auth:checkingSession')} />;
  if (me.data) return <Navigate to="/dashboard" replace />;

  return (
    <div className="min-h-dvh bg-bg text-text">
      <header className="mx-auto flex max-w-[1120px] items-center justify-between px-4 py-3 md:px-8">
        <span className="flex items-center gap-2 text-lg font-semibold">
          <span className="inline-block size-3 rounded-full bg-accent" aria-hidden />
          {t('common:appName')}
        </span>
        <div className="flex items-center gap-2">
          <div className="w-36">
            <LanguagePicker
              compact
              value={i18n.language}
              onChange={(code) => isAppLanguage(code) && void changeLanguage(code)}
            />
          </div>
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto max-w-[1120px] px-4 pb-16 md:px-8">
        <section className="py-10 md:py-16">
          <h1 className="max-w-3xl text-[32px] leading-tight font-semibold tracking-tight md:text-5xl">
            {t('headline')}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-muted md:text-lg">{t('tagline')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth">{t('startWithFitness')}</Link>
            </Button>
            <Button size="lg" variant="secondary" aria-expanded={showAreas} onClick={() => setShowAreas((v) => !v)}>
              {showAreas ? t('backToTeaser') : t('exploreAll')}
            </Button>
          </div>
        </section>

        {showAreas ? (
          <section aria-label={t('exploreAll')}>
            <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {AREAS.map((area, index) => {
                const Icon = area.icon;
                return (
                  <li
                    key={area.slug}
                    className="flex items-start gap-4 rounded-[12px] border border-border bg-surface p-4"
                  >
                    <span
                      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full text-sm font-bold text-black"
                      style={{ background: area.color }}
                      aria-hidden
                    >
                      <Icon className="size-6" strokeWidth={1.75} />
                    </span>
                    <div>
                      <h2 className="font-semibold">
                        <span className="mr-1 text-muted tabular-nums">{index + 1}.</span>
                        {t(`areas.${area.slug}.name`)}
                      </h2>
                      <p className="mt-1 text-sm text-muted">{t(`areas.${area.slug}.description`)}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        ) : (
          <section aria-labelledby="sneak-peek">
            <h2 id="sneak-peek" className="mb-4 text-xl font-semibold">
              {t('sneakPeek')}
            </h2>
            <ul className="grid gap-3 md:grid-cols-3">
              {FEATURES.map((feature) => {
                const Icon = feature.icon;
                return (
                  <li key={feature.key} className="rounded-[12px] border border-border bg-surface p-5">
                    <Icon className="mb-3 size-6 text-accent" strokeWidth={1.75} aria-hidden />
                    <h3 className="font-semibold">{t(`features.${feature.key}.title`)}</h3>
                    <p className="mt-1 text-sm text-muted">{t(`features.${feature.key}.description`)}</p>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </main>
    </div>
  );
}
