import { lazyComponent } from '@/lib/lazy-component';
import type { DialogProps } from './dialog-panel';

/**
 * A modal panel: a bottom sheet on phones (reachable with one thumb), centred from 768 px. Focus is trapped inside
 * and Escape or the close button dismisses it. Radix's dialog code (12 KB gzipped) is fetched the first time a dialog
 * opens, not with every page (ADR 014).
 */
export const Dialog = lazyComponent<DialogProps>(() => import('./dialog-panel').then((module) => module.DialogPanel), {
  when: (props) => props.open,
});
