import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** Where an item dragged to pointer height `y` lands among items whose middles are `middles` (top to bottom). */
export function dropIndexAt(y: number, middles: readonly number[], from: number): number {
  const before = middles.filter((middle, index) => index !== from && middle < y).length;
  return before;
}

/**
 * Reordering a list by dragging a handle, with a mouse, a pen or a finger (pointer events: HTML drag and drop does not
 * work with touch on most phones). Items are the elements under the list with `data-reorder-item`; `onDrop(from, to)`
 * runs once, on release. The list's buttons (move up and down) stay the way for keyboards and screen readers.
 */
export function useDragReorder(onDrop: (from: number, to: number) => void) {
  const listRef = useRef<HTMLOListElement | null>(null);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);

  const middles = () =>
    [...(listRef.current?.querySelectorAll<HTMLElement>('[data-reorder-item]') ?? [])].map((element) => {
      const box = element.getBoundingClientRect();
      return box.top + box.height / 2;
    });

  const handleProps = (index: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ from: index, to: index });
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      if (!drag || drag.from !== index) return;
      // Near the top or the bottom of the screen the page scrolls along, so a long list can be crossed.
      const edge = 56;
      if (event.clientY < edge) window.scrollBy(0, -16);
      else if (event.clientY > window.innerHeight - edge) window.scrollBy(0, 16);
      const to = dropIndexAt(event.clientY, middles(), index);
      if (to !== drag.to) setDrag({ from: index, to });
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
      if (!drag || drag.from !== index) return;
      event.currentTarget.releasePointerCapture(event.pointerId);
      setDrag(null);
      if (drag.to !== drag.from) onDrop(drag.from, drag.to);
    },
    onPointerCancel: () => setDrag(null),
    // The page must not scroll under the finger that drags.
    style: { touchAction: 'none' as const },
  });

  return { listRef, drag, handleProps };
}
