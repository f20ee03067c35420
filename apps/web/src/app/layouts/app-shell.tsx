import { Menu } from 'lucide-react';
import { memo, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { getOutbox, useOutboxUser, useSyncState } from '@/lib/outbox';
import { useMe } from '@/lib/session';
import { useClaimReferral } from '@/features/ambassadors/lib/referral';
import { useOutboxRejections } from './use-outbox-rejections';
import { useSignOut } from '@/features/account/sign-in/api/sign-out';
import { AvatarMenu } from '@/features/shell/components/avatar-menu';
import { BottomTabBar } from '@/features/shell/components/bottom-tab-bar';
import { Brand } from '@/features/shell/components/brand';
import { LanguagePicker } from '@/components/language-picker';
import { BOTTOM_TABS, HEADER_NAV } from '@/features/shell/components/nav-items';
import { SidebarNav } from '@/features/shell/components/sidebar-nav';
import { ShortcutBar } from '@/features/shell/components/shortcut-bar';
import { usePins } from '@/features/life-areas/api/get-pins';
import { DESKTOP_MEDIA, useMediaQuery } from '@/lib/use-media-query';
import { useSecurityMonitoring } from '@/features/security/lib/use-security-monitoring';
import { ThemeToggle } from '@/components/theme-toggle';
import { useHasRestTimer } from '@/features/workouts/lib/rest-timer';
import { useLanguageSync } from './use-language-sync';
import { useShortcuts } from './use-shortcuts';
import { lazyComponent } from '@/lib/lazy-component';
import { useSettled } from '@/lib/use-settled';

function ShellFoot({ language, onLanguageChange }: { language: string; onLanguageChange: (code: string) => void }) {
  return (
    <div className="flex flex-col gap-2 border-t border-border p-3">
      <ThemeToggle withLabel />
      <LanguagePicker value={language} onChange={onLanguageChange} />
    </div>
  );
}

const NO_PINS: never[] = [];

/** The sidebar with the member's pins, asked for only where a sidebar is drawn (wide screens, the open drawer). */
const PinnedSidebarNav = memo(function PinnedSidebarNav({
  onNavigate,
  shownElsewhere,
}: {
  onNavigate?: () => void;
  shownElsewhere: readonly string[];
}) {
  const { data: pins = NO_PINS } = usePins();
  return <SidebarNav pins={pins} onNavigate={onNavigate} shownElsewhere={shownElsewhere} />;
});

// What the header (wide screens) or the tab bar (phones) already links to is not repeated in the sidebar.
const HEADER_PATHS = HEADER_NAV.map((item) => item.to);
const TAB_PATHS = BOTTOM_TABS.map((item) => item.to);

export function PageSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * The signed-in shell of spec §2 and DESIGN.md: top bar, sidebar or drawer, content, bottom tabs on phones, and the
 * member's own shortcut bar when they have one. It also starts the session events and the security monitor.
 */
export function AppShell() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const { data: me } = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Only the navigation this screen shows is drawn: the sidebar and header links on wide screens, the tab bar on phones
  // (CSS used to hide the other kind, which still cost its render on every page load).
  const isWide = useMediaQuery(DESKTOP_MEDIA);
  const onLanguageChange = useLanguageSync(me);
  const { items: shortcuts, isNamedByApi } = useShortcuts();
  useSecurityMonitoring(Boolean(me));
  const settled = useSettled();
  // A member who signed up through an ambassador's link: the kept code is sent once (ADR 031).
  useClaimReferral(Boolean(me));

  const [isConfirmingSignOut, setIsConfirmingSignOut] = useState(false);
  useOutboxUser(me === undefined ? undefined : (me?.id ?? null));
  useOutboxRejections();

  const signOutNow = () => {
    setIsConfirmingSignOut(false);
    signOut.mutate(undefined, { onSettled: () => navigate('/auth', { replace: true }) });
  };
  // Writes still waiting for the server are kept on this device, but the member should know before leaving. Read when
  // asked, not subscribed to: the shell would draw again on every write the outbox sends (three times a logged set).
  const handleSignOut = () => (getOutbox().getState().pending > 0 ? setIsConfirmingSignOut(true) : signOutNow());

  return (
    <div className="min-h-dvh bg-bg text-text">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-[8px] focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-text"
      >
        {t('skipToContent')}
      </a>
      {isWide ? (
        <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 flex-col border-r border-border bg-surface md:flex">
          <div className="flex h-16 shrink-0 items-center px-4">
            <Brand />
          </div>
          <div className="flex-1 overflow-y-auto">
            <PinnedSidebarNav shownElsewhere={HEADER_PATHS} />
          </div>
          <ShellFoot language={i18n.language} onLanguageChange={onLanguageChange} />
        </aside>
      ) : null}

      <SignOutWaitingDialog open={isConfirmingSignOut} onOpenChange={setIsConfirmingSignOut} onConfirm={signOutNow} />

      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen} title={t('menu')} closeLabel={t('closeMenu')}>
        <PinnedSidebarNav onNavigate={() => setDrawerOpen(false)} shownElsewhere={TAB_PATHS} />
        <ShellFoot language={i18n.language} onLanguageChange={onLanguageChange} />
      </Sheet>

      <div className="md:pl-64">
        <header className="sticky top-0 z-10 flex h-16 items-center gap-2 border-b border-border bg-bg/90 px-2 backdrop-blur md:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('openMenu')}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu strokeWidth={1.75} aria-hidden />
          </Button>
          <div className="md:hidden">
            <Brand />
          </div>
          {isWide ? (
            <nav aria-label={t('nav.training')} className="hidden items-center gap-1 md:flex">
              {HEADER_NAV.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-[8px] px-3 py-2 text-sm text-muted hover:bg-raised hover:text-text',
                      isActive && 'text-text',
                    )
                  }
                >
                  {t(item.labelKey)}
                </NavLink>
              ))}
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-1">
            <div className="hidden md:block">
              <ThemeToggle />
            </div>
            {me ? (
              // The bell's room is kept while its code loads after the page has settled: nothing in the bar moves.
              <span className="inline-flex size-11">
                <LazyNotificationBell settled={settled} />
              </span>
            ) : null}
            {me ? (
              <AvatarMenu
                name={me.name}
                email={me.email}
                isSuperadmin={me.isSuperadmin}
                ambassadorInvites={me.ambassador ? me.ambassador.pendingInvites : null}
                onSignOut={handleSignOut}
              />
            ) : null}
          </div>
        </header>
        <main
          id="main"
          className={cn(
            'mx-auto w-full max-w-[1120px] px-4 pt-6 md:px-8',
            shortcuts.length > 0 ? 'pb-44 md:pb-28' : 'pb-28 md:pb-12',
          )}
        >
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
        <RestTimerDock settled={settled} />
      </div>
      <ShortcutBar items={shortcuts} isNamedByApi={isNamedByApi} />
      {isWide ? null : <BottomTabBar />}
    </div>
  );
}

/** "Sign out with writes still waiting?": the count of waiting writes follows the outbox while it is open. */
function SignOutWaitingDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(['shell', 'common']);
  const { pending } = useSyncState();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('signOutWaiting.title')}
      description={t('signOutWaiting.text', { count: pending })}
      confirmLabel={t('signOutWaiting.confirm')}
      cancelLabel={t('common:cancel')}
      closeLabel={t('common:close')}
      onConfirm={onConfirm}
    />
  );
}

// The bell and its texts are fetched once the page has settled (issue 15's budgets), then poll the unread count.
const LazyNotificationBell = lazyComponent(
  () =>
    import('@/features/social/components/notification-bell').then(
      ({ NotificationBell }) =>
        function SettledNotificationBell(_props: { settled: boolean }) {
          return <NotificationBell />;
        },
    ),
  { when: (props: { settled: boolean }) => props.settled },
);

// The rest timer's bar and its texts are fetched once a timer is stored, not with every page (issue 15's budgets).
const LazyRestTimerBar = lazyComponent(
  () =>
    import('@/features/workouts/components/rest-timer-bar').then(
      ({ RestTimerBar }) =>
        function DockedRestTimerBar(_props: { hasTimer: boolean }) {
          return <RestTimerBar />;
        },
    ),
  { when: (props: { hasTimer: boolean }) => props.hasTimer },
);

function RestTimerDock({ settled }: { settled: boolean }) {
  // Fetched once the page has settled too, so the first set logged (which starts a timer) loads no code (issue 40).
  useEffect(() => {
    if (settled) void LazyRestTimerBar.preload();
  }, [settled]);
  return <LazyRestTimerBar hasTimer={useHasRestTimer()} />;
}
