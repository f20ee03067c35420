import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Slot } from './slot';

/**
 * A menu button (WAI-ARIA APG "menu button"), with the parts and props of Radix's DropdownMenu that the app uses, so
 * call sites read the same: `<DropdownMenu.Root><DropdownMenu.Trigger/><DropdownMenu.Portal><DropdownMenu.Content>
 * <DropdownMenu.Item onSelect/>...`. Radix's menu, with its positioning engine, cost every member page 17 KB of
 * gzipped JavaScript; this is about 2 KB (ADR 014).
 *
 * Keyboard: Enter, Space and ArrowDown open it on the first item, ArrowUp on the last; ArrowUp/ArrowDown move
 * (wrapping), Home/End jump, a letter jumps to the next item starting with it; Enter or Space choose; Escape and Tab
 * close it and give the focus back to the trigger. A tap outside closes it without reaching what is underneath.
 * Hovering an item highlights it (`data-highlighted`, as in Radix).
 */

type FocusTarget = 'first' | 'last' | 'menu';

interface MenuContext {
  open: boolean;
  focusOnOpen: FocusTarget;
  setOpen: (open: boolean, focusOnOpen?: FocusTarget) => void;
  /** Closes and puts the focus back on the trigger (Escape, choosing an item). */
  closeAndRestoreFocus: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  contentId: string;
}

const Context = createContext<MenuContext | null>(null);

function useMenu(part: string): MenuContext {
  const menu = useContext(Context);
  if (!menu) throw new Error(`DropdownMenu.${part} must be inside DropdownMenu.Root`);
  return menu;
}

function Root({
  children,
  open: controlledOpen,
  onOpenChange,
}: {
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<FocusTarget>('menu');
  const open = controlledOpen ?? uncontrolledOpen;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const setOpen = useCallback(
    (next: boolean, focus: FocusTarget = 'menu') => {
      setFocusOnOpen(focus);
      setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const closeAndRestoreFocus = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, [setOpen]);
  return (
    <Context.Provider
      value={{
        open,
        focusOnOpen,
        setOpen,
        closeAndRestoreFocus,
        triggerRef,
        triggerId: `${id}-trigger`,
        contentId: `${id}-menu`,
      }}
    >
      {children}
    </Context.Provider>
  );
}

function Trigger({ onClick, onKeyDown, children, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { open, setOpen, triggerRef, triggerId, contentId } = useMenu('Trigger');
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true, 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true, 'last');
    }
  };
  return (
    <button
      type="button"
      {...props}
      ref={triggerRef}
      id={triggerId}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
      onKeyDown={onTriggerKeyDown}
    >
      {children}
    </button>
  );
}

/** Renders the menu at the end of the body, above everything, like Radix's Portal. */
function Portal({ children }: { children: ReactNode }) {
  const menu = useMenu('Portal');
  return menu.open ? createPortal(children, document.body) : null;
}

const EDGE_PX = 8;

/** Below the trigger, or above it when there is no room below; aligned to its start, centre or end. */
function placeMenu(trigger: DOMRect, menu: { width: number; height: number }, align: Align, sideOffset: number) {
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const below = trigger.bottom + sideOffset;
  const fitsBelow = below + menu.height <= viewportHeight - EDGE_PX;
  const fitsAbove = trigger.top - sideOffset - menu.height >= EDGE_PX;
  const side = fitsBelow || !fitsAbove ? 'bottom' : 'top';
  const top = side === 'bottom' ? below : trigger.top - sideOffset - menu.height;
  const wanted =
    align === 'start'
      ? trigger.left
      : align === 'end'
        ? trigger.right - menu.width
        : trigger.left + trigger.width / 2 - menu.width / 2;
  const left = Math.max(EDGE_PX, Math.min(wanted, viewportWidth - menu.width - EDGE_PX));
  return { side, top, left };
}

type Align = 'start' | 'center' | 'end';

function menuItems(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')];
}

function Content({
  align = 'start',
  sideOffset = 0,
  className,
  style,
  children,
  onKeyDown,
  ...props
}: HTMLAttributes<HTMLDivElement> & { align?: Align; sideOffset?: number }) {
  const menu = useMenu('Content');
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ side: string; top: number; left: number } | null>(null);
  const { open, triggerRef, focusOnOpen } = menu;

  useLayoutEffect(() => {
    const content = ref.current;
    const trigger = triggerRef.current;
    if (!open || !content || !trigger) return;
    const update = () =>
      setPlace(
        placeMenu(
          trigger.getBoundingClientRect(),
          { width: content.offsetWidth, height: content.offsetHeight },
          align,
          sideOffset,
        ),
      );
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open, triggerRef, align, sideOffset]);

  // Once placed: the browser does not focus an element while it is still hidden.
  const isPlaced = place !== null;
  useLayoutEffect(() => {
    const content = ref.current;
    if (!open || !content || !isPlaced) return;
    const items = menuItems(content);
    const target = focusOnOpen === 'first' ? items[0] : focusOnOpen === 'last' ? items.at(-1) : undefined;
    (target ?? content).focus({ preventScroll: true });
  }, [open, focusOnOpen, isPlaced]);

  // Escape closes it wherever the focus is, and the focus going elsewhere on the page closes it (as in Radix).
  const { closeAndRestoreFocus, setOpen } = menu;
  useEffect(() => {
    if (!open) return;
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeAndRestoreFocus();
    };
    const onDocumentFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('focusin', onDocumentFocusIn);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.removeEventListener('focusin', onDocumentFocusIn);
    };
  }, [open, closeAndRestoreFocus, setOpen]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !ref.current) return;
    const items = menuItems(ref.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(-1);
        break;
      case 'Escape':
      case 'Tab':
        menu.closeAndRestoreFocus();
        break;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return;
        const letter = event.key.toLocaleLowerCase();
        const ordered = [...items.slice(index + 1), ...items.slice(0, index + 1)];
        ordered.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter))?.focus();
      }
    }
    event.preventDefault();
  };

  const positioned: CSSProperties = place
    ? { position: 'fixed', top: place.top, left: place.left }
    : { position: 'fixed', top: 0, left: 0, visibility: 'hidden' };

  return (
    <>
      {/* Catches the tap outside, so closing the menu never also presses what lies under it (Radix's modal menu). */}
      <div className="fixed inset-0 z-50" aria-hidden onClick={menu.closeAndRestoreFocus} />
      <div
        {...props}
        ref={ref}
        id={menu.contentId}
        role="menu"
        aria-orientation="vertical"
        aria-labelledby={menu.triggerId}
        tabIndex={-1}
        data-state="open"
        data-side={place?.side}
        data-align={align}
        className={className}
        style={{ ...style, ...positioned, outline: 'none' }}
        onKeyDown={onMenuKeyDown}
      >
        {children}
      </div>
    </>
  );
}

function Item({
  asChild = false,
  disabled = false,
  onSelect,
  onClick,
  onKeyDown,
  onFocus,
  onBlur,
  onPointerMove,
  onPointerLeave,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, 'onSelect'> & {
  asChild?: boolean;
  disabled?: boolean;
  /** Called when chosen by click, Enter or Space; the menu closes unless it calls event.preventDefault(). */
  onSelect?: (event: Event) => void;
}) {
  const menu = useMenu('Item');
  const [isHighlighted, setIsHighlighted] = useState(false);
  const choose = () => {
    if (disabled) return;
    const event = new Event('menu.select', { cancelable: true });
    onSelect?.(event);
    if (!event.defaultPrevented) menu.closeAndRestoreFocus();
  };
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      {...props}
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      data-highlighted={isHighlighted ? '' : undefined}
      onClick={(event) => {
        onClick?.(event);
        choose();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        // A link item follows its href through its own click handler (the router's), as a mouse click would.
        (event.currentTarget as HTMLElement).click();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setIsHighlighted(true);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        setIsHighlighted(false);
      }}
      onPointerMove={(event) => {
        onPointerMove?.(event);
        if (!disabled && document.activeElement !== event.currentTarget) event.currentTarget.focus();
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        event.currentTarget.closest<HTMLElement>('[role="menu"]')?.focus();
      }}
    >
      {children}
    </Component>
  );
}

function Separator({ className }: { className?: string }) {
  return <div role="separator" aria-orientation="horizontal" className={className} />;
}

export const DropdownMenu = { Root, Trigger, Portal, Content, Item, Separator };
