import { lazyComponent } from '@/lib/lazy-component';
import type { SheetProps } from './sheet-panel';

/**
 * A panel that slides in from the side (the phone drawer, admin forms). Its Radix code is fetched the first time a
 * sheet opens, not with every page (ADR 014).
 */
export const Sheet = lazyComponent<SheetProps>(() => import('./sheet-panel').then((module) => module.SheetPanel), {
  when: (props) => props.open,
});
