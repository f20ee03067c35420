import { Orbit } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LanguagePicker } from '@/components/language-picker';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { changeLanguage, isAppLanguage } from '@/lib/i18n';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSecurityMonitoring } from '@/features/security/lib/use-security-monitoring';
import { ConnectedHub } from '@/features/life-areas/components/connected-hub';
import { HeroOrbit } from '@/features/life-areas/components/hero-orbit';
import { SneakPeekCarousel } from '@/features/life-areas/components/sneak-peek-carousel';

/**
 * Spec §2 landing: a spinner while the session is checked; signed in goes to /dashboard; otherwise the Sneak peek
 * carousel, Start with Fitness (to /auth) and Explore all life areas, which toggles to the Life Planets Hub.
 */
export function LandingPage() {
  const { t, i18n } = useTranslation(['landing', 'common']);
  const me = useMe();
  const [showHub, setShowHub] = useState(false);
  const hubRef = useRef<HTMLDivElement>(null);
  useDocumentTitle('');

  useEffect(() => {
    // The hub opens below the buttons, off screen on a phone: bring it into view.
    if (showHub) hubRef.current?.scrollIntoView({ block: 'start' });
  }, [showHub]);
  useSecurityMonitoring(false);

  if (me.isPending) return <FullPageSpinner label={t('landing:checkingSession')} />;
  if (me.data) return <Navigate to="/dashboard" replace />;

  return (
    <div className="min-h-dvh bg-bg text-text">
      <header className="mx-auto flex max-w-[1120px] items-center justify-between gap-2 px-4 py-3 md:px-8">
        <span className="flex items-center gap-2 text-lg font-semibold">
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
          {t('common:appName')}
        </span>
        <div className="flex items-center gap-1">
          {/* As wide as its language's name: a fixed box let "English" spill over the theme toggle at 390 px. */}
          <LanguagePicker
            compact
            value={i18n.language}
            onChange={(code) => isAppLanguage(code) && void changeLanguage(code)}
          />
          <ThemeToggle />
        </div>
      </header>

      <main id="main" className="mx-auto flex max-w-[1120px] flex-col gap-8 px-4 pb-16 md:px-8">
        <section className="relative pt-6 md:pt-12">
          <div className="pointer-events-none absolute top-4 right-0 hidden size-[340px] lg:block xl:size-[380px]">
            <HeroOrbit />
          </div>
          <p className="mb-3 inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted">
            <span className="size-2 rounded-full bg-accent" aria-hidden />
            {t('eyebrow')}
          </p>
          <h1 className="max-w-3xl text-[32px] leading-tight font-semibold tracking-tight md:text-5xl">
            {t('headline')}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-muted md:text-lg">{t('tagline')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth">{t('startWithFitness')}</Link>
            </Button>
            <Button
              size="lg"
              variant="secondary"
              aria-pressed={showHub}
              onClick={() => setShowHub((v) => !v)}
              className="aria-pressed:border-accent aria-pressed:text-accent"
            >
              <Orbit aria-hidden strokeWidth={1.75} />
              {t('exploreAll')}
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted">
            {t('haveAccount')}{' '}
            <Link to="/auth" className="font-medium text-accent underline-offset-4 hover:underline">
              {t('signIn')}
            </Link>
          </p>
        </section>

        <div ref={hubRef} className="scroll-mt-4">
          {showHub ? <ConnectedHub signedIn={false} /> : <SneakPeekCarousel />}
        </div>
      </main>
    </div>
  );
}
