import { createElement, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched the first time it is needed instead of with the page: dialogs and sheets that
 * most visits never open (ADR 014). `when` says when it is needed (default: as soon as it renders), e.g.
 * `lazyComponent(() => import('./add-exercise-dialog').then((m) => m.AddExerciseDialog), { when: (p) => p.open })`.
 * It renders nothing until the code has arrived, then stays mounted, so a dialog's closing keeps its state. A failed
 * fetch (offline, before the service worker cached it) is tried again the next time it is needed. `preload()` fetches
 * it ahead (a part drawn with the page's data, not on a tap): once it has arrived, the part draws in the same render as
 * what is around it, instead of one render later, which would push what is below it down (layout shift).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when }: { when?: (props: P) => boolean } = {},
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function LazyComponent(props: P) {
    const isWanted = when ? when(props) : true;
    const [wasWanted, setWasWanted] = useState(isWanted);
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    if (isWanted && !wasWanted) setWasWanted(true);

    useEffect(() => {
      if (!wasWanted || component) return;
      let isCurrent = true;
      loadOnce().then(
        (next) => {
          if (isCurrent) setComponent(() => next);
        },
        (error: unknown) => console.error('A part of the page could not load', error),
      );
      return () => {
        isCurrent = false;
      };
    }, [wasWanted, isWanted, component]);

    return component ? createElement(component, props) : null;
  }
  return Object.assign(LazyComponent, { preload: () => loadOnce().catch(() => undefined) });
}
