import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { LogOut, Shield, SlidersHorizontal, Trophy, User, Warehouse } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface AvatarMenuProps {
  name: string;
  email: string;
  isSuperadmin: boolean;
  ambassadorInvites: number | null;
  onSignOut: () => void;
}

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild>
      <Link
        to={to}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-[8px] px-3 text-sm outline-none data-[highlighted]:bg-raised"
      >
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** Spec §2: name and e-mail; My Profile, My Gyms, Ambassador (N invites), Admin for superadmins, Configure, Sign out. */
export function AvatarMenu({ name, email, isSuperadmin, ambassadorInvites, onSignOut }: AvatarMenuProps) {
  const { t } = useTranslation('shell');
  const iconClass = 'size-5 text-muted';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('accountMenu')}
        className="inline-flex size-11 items-center justify-center rounded-full outline-none"
      >
        <span
          className="inline-flex size-9 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-text uppercase"
          aria-hidden
        >
          {name.slice(0, 1)}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-64 rounded-[12px] border border-border bg-surface p-1.5 text-text shadow-xl"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{name}</p>
            <p className="truncate text-xs text-muted">{email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <MenuLink to="/profile" icon={<User className={iconClass} strokeWidth={1.75} aria-hidden />}>
            {t('myProfile')}
          </MenuLink>
          <MenuLink to="/gyms" icon={<Warehouse className={iconClass} strokeWidth={1.75} aria-hidden />}>
            {t('myGyms')}
          </MenuLink>
          {ambassadorInvites !== null ? (
            <MenuLink to="/ambassador" icon={<Trophy className={iconClass} strokeWidth={1.75} aria-hidden />}>
              {t('ambassador')}
              {ambassadorInvites > 0 ? (
                <span className="text-xs text-warning">{t('ambassadorInvites', { count: ambassadorInvites })}</span>
              ) : null}
            </MenuLink>
          ) : null}
          {isSuperadmin ? (
            <MenuLink to="/admin" icon={<Shield className={iconClass} strokeWidth={1.75} aria-hidden />}>
              {t('admin')}
            </MenuLink>
          ) : null}
          <MenuLink
            to="/user-dashboard"
            icon={<SlidersHorizontal className={iconClass} strokeWidth={1.75} aria-hidden />}
          >
            {t('configure')}
          </MenuLink>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            onSelect={onSignOut}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-[8px] px-3 text-sm text-destructive outline-none data-[highlighted]:bg-raised"
          >
            <LogOut className="size-5" strokeWidth={1.75} aria-hidden />
            {t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
