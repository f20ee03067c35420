/**
 * A ref that focuses its element once, when it mounts. The app's one way to move the focus to a field drawn after the
 * page loaded (ADR 020): explicit at the call site, testable (a ref is code we call, not an attribute a runtime may or
 * may not act on), and the reason ESLint refuses `autoFocus`. ADR 016 brought it in because Preact only wrote the
 * attribute, which browsers honour once per page load. A module-level function, so its identity never changes and a
 * re-render never focuses again.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
