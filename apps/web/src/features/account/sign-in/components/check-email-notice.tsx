import { useTranslation } from 'react-i18next';
import { ModeSwitch } from './mode-switch';

/**
 * After a sign-up: check the e-mail, whose link signs in (issue 36, item 6). The same words whether or not the e-mail
 * had an account already: the mail says which.
 */
export function CheckEmailNotice({ onSwitchMode }: { onSwitchMode: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <p role="status">{t('checkEmail.description')}</p>
      <ModeSwitch mode="signup" onSwitch={onSwitchMode} />
    </>
  );
}
