import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/lib/theme';

/** Spec §1/§2: labelled Switch to light mode / Switch to dark mode; the choice is kept under `theme`. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation('shell');
  const { resolved, setMode } = useTheme();
  const isDark = resolved === 'dark';
  const label = isDark ? t('switchToLight') : t('switchToDark');
  const Icon = isDark ? Sun : Moon;
  return (
    <Button
      variant="ghost"
      size={withLabel ? 'md' : 'icon'}
      aria-label={withLabel ? undefined : label}
      title={label}
      onClick={() => setMode(isDark ? 'light' : 'dark')}
      className={withLabel ? 'w-full justify-start' : undefined}
    >
      <Icon strokeWidth={1.75} aria-hidden />
      {withLabel ? <span>{label}</span> : null}
    </Button>
  );
}
