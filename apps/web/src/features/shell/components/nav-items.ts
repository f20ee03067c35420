import {
  BarChart3,
  Compass,
  Dumbbell,
  Globe2,
  LineChart,
  Lightbulb,
  Orbit,
  Settings,
  ShoppingBag,
  SlidersHorizontal,
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

/** Spec §2: header top nav. */
export const HEADER_NAV: NavItem[] = [
  { to: '/fitness', labelKey: 'nav.training', icon: Dumbbell },
  { to: '/app/programs', labelKey: 'nav.programs', icon: LineChart },
  { to: '/marketplace', labelKey: 'nav.discover', icon: ShoppingBag },
  { to: '/gyms', labelKey: 'nav.gyms', icon: Warehouse },
];

/** Spec §2: bottom tab bar on phones. */
export const BOTTOM_TABS: NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.training', icon: Dumbbell },
  { to: '/social', labelKey: 'nav.social', icon: Users },
  { to: '/app/programs', labelKey: 'nav.programs', icon: LineChart },
  { to: '/achievements', labelKey: 'nav.achievements', icon: Trophy },
  { to: '/profile', labelKey: 'nav.profile', icon: User },
];

/** Spec §2: sidebar main list (pinned subcategories go between Fitness and Discover). */
export const SIDEBAR_MAIN: { first: NavItem; last: NavItem } = {
  first: { to: '/dashboard', labelKey: 'nav.fitness', icon: Dumbbell },
  last: { to: '/marketplace', labelKey: 'nav.discover', icon: ShoppingBag },
};

export const SIDEBAR_OTHER: NavItem[] = [
  { to: '/social', labelKey: 'nav.social', icon: Users },
  { to: '/progress', labelKey: 'nav.progress', icon: LineChart },
  { to: '/insights', labelKey: 'nav.insights', icon: Lightbulb },
  { to: '/analytics', labelKey: 'nav.analytics', icon: BarChart3 },
  { to: '/settings', labelKey: 'nav.settings', icon: Settings },
];

export const SIDEBAR_MORE: NavItem[] = [
  { to: '/gyms', labelKey: 'nav.gyms', icon: Warehouse },
  { to: '/ambassador', labelKey: 'nav.ambassador', icon: Trophy },
  { to: '/user-dashboard', labelKey: 'nav.configure', icon: SlidersHorizontal },
  { to: '/app/programs', labelKey: 'nav.programs', icon: LineChart },
  { to: '/atlas', labelKey: 'nav.atlas', icon: Globe2 },
  { to: '/planets', labelKey: 'nav.planets', icon: Orbit },
  { to: '/fitness/exercises', labelKey: 'nav.exercises', icon: Compass },
];
