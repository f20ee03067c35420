/**
 * A ref that focuses its element once, when it mounts: what `autoFocus` does in React. Preact only writes the
 * `autofocus` attribute, which browsers honour once per page load, not on a page the router draws later (ADR 016).
 * A module-level function, so its identity never changes and a re-render never focuses again.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
