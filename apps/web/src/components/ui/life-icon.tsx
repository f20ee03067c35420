import {
  Brain,
  Coins,
  Compass,
  HandHeart,
  HeartPulse,
  Leaf,
  Orbit,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { DEFAULT_CATEGORY_COLOR } from '@lifeorbit/domain';
import { createElement, useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * Life categories, subcategories and bottom-nav items store a lucide icon name (kebab-case). The six categories'
 * icons (and the orbit, the spec's default "planet") come with the page; the other icons of the set arrive the first
 * time one is drawn, so the landing page does not carry forty icons to show six (ADR 014). An unknown name shows the
 * orbit.
 */
const CATEGORY_ICONS: Record<string, LucideIcon> = {
  'heart-pulse': HeartPulse,
  coins: Coins,
  'hand-heart': HandHeart,
  brain: Brain,
  compass: Compass,
  leaf: Leaf,
  orbit: Orbit,
  planet: Orbit,
};

/** The icon names the app draws (anything else shows the orbit); admin icon pickers offer these. */
export const LIFE_ICON_NAMES: readonly string[] = [
  'book-open',
  'brain',
  'briefcase',
  'calculator',
  'clock',
  'coins',
  'compass',
  'dumbbell',
  'eye',
  'flower-2',
  'gift',
  'globe',
  'goal',
  'graduation-cap',
  'hand-heart',
  'hand-helping',
  'handshake',
  'heart',
  'heart-pulse',
  'house',
  'landmark',
  'leaf',
  'lightbulb',
  'messages-square',
  'milestone',
  'moon',
  'mountain',
  'orbit',
  'palette',
  'piggy-bank',
  'planet',
  'recycle',
  'salad',
  'sofa',
  'stethoscope',
  'trending-up',
  'users',
  'waves',
  'wind',
  'zap',
];

let iconSet: Record<string, LucideIcon> | null = null;
let iconSetLoading: Promise<Record<string, LucideIcon>> | null = null;

function loadIconSet(): Promise<Record<string, LucideIcon>> {
  iconSetLoading ??= import('./life-icon-set').then(
    (module) => (iconSet = module.MORE_LIFE_ICONS),
    (error: unknown) => {
      iconSetLoading = null;
      throw error;
    },
  );
  return iconSetLoading;
}

export function LifeIcon({ name, className, ...props }: { name: string | null | undefined } & LucideProps) {
  const [set, setSet] = useState(iconSet);
  const categoryIcon = name ? CATEGORY_ICONS[name] : Orbit;
  useEffect(() => {
    if (categoryIcon || set) return;
    let isCurrent = true;
    loadIconSet().then(
      (loaded) => {
        if (isCurrent) setSet(loaded);
      },
      (error: unknown) => console.error('The life-area icons could not load', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [categoryIcon, set]);

  // A lookup in a fixed table, not a component made during render.
  const icon = categoryIcon ?? (set ? (set[name ?? ''] ?? Orbit) : null);
  if (!icon) return <span aria-hidden className={cn('inline-block size-6 shrink-0', className)} />;
  return createElement(icon, { strokeWidth: 1.75, 'aria-hidden': true, className, ...props });
}

/** A category's stored HSL components as a CSS colour, with an optional alpha. */
export function lifeColor(components: string | null | undefined, alpha?: number): string {
  const value = components?.trim() || DEFAULT_CATEGORY_COLOR;
  return alpha === undefined ? `hsl(${value})` : `hsl(${value} / ${alpha})`;
}
