import {
  BarChart3,
  Bot,
  BookOpen,
  CalendarRange,
  Dumbbell,
  Globe2,
  Lightbulb,
  Megaphone,
  NotebookPen,
  Orbit,
  Settings,
  ShoppingBag,
  SlidersHorizontal,
  TrendingUp,
  Trophy,
  User,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: LucideIcon;
}

/**
 * One entry per destination, each with its own icon (a test holds them distinct), named the same wherever it shows.
 * Pages that join the navigation add a line here and place it in a list below.
 */
export const NAV = {
  training: { to: '/dashboard', labelKey: 'nav.training', icon: Dumbbell },
  trainingArea: { to: '/fitness', labelKey: 'nav.training', icon: Dumbbell },
  programs: { to: '/app/programs', labelKey: 'nav.programs', icon: CalendarRange },
  exercises: { to: '/fitness/exercises', labelKey: 'nav.exercises', icon: BookOpen },
  discover: { to: '/marketplace', labelKey: 'nav.discover', icon: ShoppingBag },
  gyms: { to: '/gyms', labelKey: 'nav.gyms', icon: Warehouse },
  social: { to: '/social', labelKey: 'nav.social', icon: Users },
  progress: { to: '/progress', labelKey: 'nav.progress', icon: TrendingUp },
  insights: { to: '/insights', labelKey: 'nav.insights', icon: Lightbulb },
  analytics: { to: '/analytics', labelKey: 'nav.analytics', icon: BarChart3 },
  settings: { to: '/settings', labelKey: 'nav.settings', icon: Settings },
  achievements: { to: '/achievements', labelKey: 'nav.achievements', icon: Trophy },
  profile: { to: '/profile', labelKey: 'nav.profile', icon: User },
  ambassador: { to: '/ambassador', labelKey: 'nav.ambassador', icon: Megaphone },
  configure: { to: '/user-dashboard', labelKey: 'nav.configure', icon: SlidersHorizontal },
  atlas: { to: '/atlas', labelKey: 'nav.atlas', icon: Globe2 },
  planets: { to: '/planets', labelKey: 'nav.planets', icon: Orbit },
  journal: { to: '/journal', labelKey: 'nav.journal', icon: NotebookPen },
  coach: { to: '/bro-ai-coach', labelKey: 'nav.coach', icon: Bot },
} satisfies Record<string, NavItem>;

/** Spec §2: header top nav (wide screens). */
export const HEADER_NAV: NavItem[] = [NAV.trainingArea, NAV.programs, NAV.discover, NAV.gyms];

/** Spec §2: bottom tab bar on phones. */
export const BOTTOM_TABS: NavItem[] = [NAV.training, NAV.social, NAV.programs, NAV.achievements, NAV.profile];

/** Spec §2: sidebar main list (pinned subcategories go between Training and Discover). */
export const SIDEBAR_MAIN: { first: NavItem; last: NavItem } = { first: NAV.training, last: NAV.discover };

export interface NavSection {
  id: string;
  titleKey: string;
  items: NavItem[];
  /** Shown folded under its title until opened (or while one of its pages is open), so the sidebar fits a screen. */
  isFoldable?: boolean;
}

/**
 * The sidebar's groups below the main list: Other (spec §2), then the rest of the spec's links, folded. A link the
 * screen already shows in the header or the tab bar is left out of the sidebar there (`shownElsewhere`).
 */
export const SIDEBAR_SECTIONS: NavSection[] = [
  { id: 'other', titleKey: 'nav.other', items: [NAV.social, NAV.progress, NAV.insights, NAV.analytics, NAV.settings] },
  {
    id: 'more',
    titleKey: 'nav.more',
    isFoldable: true,
    items: [
      NAV.journal,
      NAV.coach,
      NAV.exercises,
      NAV.programs,
      NAV.gyms,
      NAV.ambassador,
      NAV.configure,
      NAV.atlas,
      NAV.planets,
    ],
  },
];
