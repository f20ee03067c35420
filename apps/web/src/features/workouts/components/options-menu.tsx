import { EllipsisVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

/** The ⋮ button of the workout page (its header, each exercise card) and the menu it opens. */
export function OptionsMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={label}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-[8px] text-muted outline-none hover:bg-raised"
      >
        <EllipsisVertical className="size-5" strokeWidth={1.75} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-56 rounded-[12px] border border-border bg-surface p-1.5 text-text shadow-xl"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItem({
  icon,
  children,
  onSelect,
  destructive,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-[8px] px-3 text-sm outline-none data-[highlighted]:bg-raised',
        destructive && 'text-destructive',
      )}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

export const MenuSeparator = () => <DropdownMenu.Separator className="my-1 h-px bg-border" />;
