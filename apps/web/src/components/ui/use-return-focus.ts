import { useState } from 'react';

/** What an element is called, to find it again when the page redraws it (a new element for the same button). */
interface Identity {
  tag: string;
  name: string;
}

const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

/** The focused element, read while a dialog renders open: before it takes focus itself. */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** An element of the same tag and name, on screen: what the page drew in place of the one that went. */
function heirOf(identity: Identity): HTMLElement | null {
  if (identity.name === '') return null;
  const candidates = [...document.querySelectorAll<HTMLElement>(identity.tag)];
  return candidates.find((element) => nameOf(element) === identity.name && element.getClientRects().length > 0) ?? null;
}

/** The main landmark, made focusable: where focus waits while the element it follows is being redrawn. */
function mainLandmark(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  return main;
}

let stopFollowing: () => void = () => undefined;

/**
 * Focuses `target` and follows it for a few seconds: when the page redraws it (an optimistic update that lands after
 * the dialog closed, an empty state that becomes a list) focus moves to the element drawn in its place; while there
 * is none yet, it waits on the main landmark, never on <body>.
 */
function focusAndFollow(target: HTMLElement): void {
  stopFollowing();
  const identity: Identity = { tag: target.tagName, name: nameOf(target) };
  let current = target.isConnected ? target : (heirOf(identity) ?? mainLandmark());
  current?.focus();
  const observer = new MutationObserver(() => {
    if (focusedElement() && current?.isConnected && current !== document.querySelector('main')) return;
    const heir = heirOf(identity);
    if (heir) {
      current = heir;
      heir.focus();
    } else if (!current?.isConnected) {
      current = mainLandmark();
      current?.focus();
    }
  });
  // Focus that goes anywhere else (the member moved on, another dialog opened) ends the following.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== current) stopFollowing();
  };
  const timer = window.setTimeout(() => stopFollowing(), 5_000);
  stopFollowing = () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn, true);
    window.clearTimeout(timer);
    stopFollowing = () => undefined;
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn, true);
}

/**
 * Radix returns focus to a <Dialog.Trigger> on close; our dialogs open from state, so without this focus falls to
 * <body> and a keyboard user starts again from the top of the page. Returns the handler for Radix's
 * `onCloseAutoFocus`: focus goes back to the element that had focus when the dialog opened (its opener, or what the
 * page drew in its place), or to where `finalFocus` says (for a dialog that removes its opener, such as deleting
 * the set it edits).
 */
export function useReturnFocus(
  open: boolean,
  finalFocus?: () => HTMLElement | null | undefined,
): (event: Event) => void {
  // Captured during the render that opens the dialog: a field that focuses itself on mount would otherwise be
  // taken for the opener.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focusedElement());
  }
  return (event) => {
    event.preventDefault();
    // Something already took focus (a page the dialog navigated to, say): leave it there.
    if (focusedElement()?.isConnected) return;
    const target = finalFocus?.() ?? opener;
    if (target) focusAndFollow(target);
  };
}
