import {
  cloneElement,
  isValidElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';
import { cn } from '@/lib/cn';

type AnyProps = Record<string, unknown>;

/** One ref callback that sets every ref given (object refs and callbacks). */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * The slot's props merged into the child's: class names joined, event handlers both called (the child's first, as
 * Radix does: a router link prevents the default of every click it handles), styles combined, everything else the
 * child's.
 */
export function mergeSlotProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        (childValue as (...args: unknown[]) => void)(...args);
        (slotValue as (...args: unknown[]) => void)(...args);
      };
    } else if (key === 'className') {
      merged.className = cn(slotValue as string | undefined, childValue as string | undefined);
    } else if (key === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    }
  }
  return merged;
}

/**
 * Renders its only child with its own props merged in: `<Button asChild><Link /></Button>` is a link styled as a
 * button. Our replacement for Radix's Slot, the one part of Radix every page needed.
 */
export function Slot({
  children,
  ref,
  ...slotProps
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps & { ref?: Ref<HTMLElement> }>;
  const merged = mergeSlotProps(slotProps as AnyProps, child.props);
  if (ref || child.props.ref) merged.ref = composeRefs(ref, child.props.ref);
  return cloneElement(child, merged);
}
