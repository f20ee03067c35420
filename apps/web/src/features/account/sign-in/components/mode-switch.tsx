import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AuthMode } from './auth-form';

/** The sign-in page's link between signing in and signing up. */
export function ModeSwitch({ mode, onSwitch }: { mode: AuthMode; onSwitch: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Button variant="link" className="mt-6 self-center" onClick={onSwitch}>
      {mode === 'signup' ? t('switchToSignIn') : t('switchToSignUp')}
    </Button>
  );
}
