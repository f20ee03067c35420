import {
  BookOpen,
  Brain,
  Briefcase,
  Calculator,
  Clock,
  Coins,
  Compass,
  Dumbbell,
  Eye,
  Flower2,
  Gift,
  Globe,
  Goal,
  GraduationCap,
  HandHeart,
  HandHelping,
  Handshake,
  Heart,
  HeartPulse,
  House,
  Landmark,
  Leaf,
  Lightbulb,
  MessagesSquare,
  Milestone,
  Moon,
  Mountain,
  Orbit,
  Palette,
  PiggyBank,
  Recycle,
  Salad,
  Sofa,
  Stethoscope,
  TrendingUp,
  Users,
  Waves,
  Wind,
  Zap,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { DEFAULT_CATEGORY_COLOR } from '@lifeorbit/domain';
import { createElement } from 'react';

/**
 * Life categories, subcategories and bottom-nav items store a lucide icon name (kebab-case). Only the icons the app
 * seeds are bundled; any other name (and the spec's default, planet) shows the orbit.
 */
const ICONS: Record<string, LucideIcon> = {
  'book-open': BookOpen,
  brain: Brain,
  briefcase: Briefcase,
  calculator: Calculator,
  clock: Clock,
  coins: Coins,
  compass: Compass,
  dumbbell: Dumbbell,
  eye: Eye,
  'flower-2': Flower2,
  gift: Gift,
  globe: Globe,
  goal: Goal,
  'graduation-cap': GraduationCap,
  'hand-heart': HandHeart,
  'hand-helping': HandHelping,
  handshake: Handshake,
  heart: Heart,
  'heart-pulse': HeartPulse,
  house: House,
  landmark: Landmark,
  leaf: Leaf,
  lightbulb: Lightbulb,
  'messages-square': MessagesSquare,
  milestone: Milestone,
  moon: Moon,
  mountain: Mountain,
  orbit: Orbit,
  palette: Palette,
  'piggy-bank': PiggyBank,
  planet: Orbit,
  recycle: Recycle,
  salad: Salad,
  sofa: Sofa,
  stethoscope: Stethoscope,
  'trending-up': TrendingUp,
  users: Users,
  waves: Waves,
  wind: Wind,
  zap: Zap,
};

export function lifeIconFor(name: string | null | undefined): LucideIcon {
  return (name && ICONS[name]) || Orbit;
}

export function LifeIcon({ name, ...props }: { name: string | null | undefined } & LucideProps) {
  // A lookup in a fixed table, not a component made during render.
  return createElement(lifeIconFor(name), { strokeWidth: 1.75, 'aria-hidden': true, ...props });
}

/** A category's stored HSL components as a CSS colour, with an optional alpha. */
export function lifeColor(components: string | null | undefined, alpha?: number): string {
  const value = components?.trim() || DEFAULT_CATEGORY_COLOR;
  return alpha === undefined ? `hsl(${value})` : `hsl(${value} / ${alpha})`;
}
