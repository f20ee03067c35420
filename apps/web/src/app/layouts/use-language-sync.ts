import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@lifeorbit/contracts';
import { changeLanguage, isAppLanguage, type AppLanguage } from '@/lib/i18n';
import { useUpdateProfile } from '@/features/profile/api/update-profile';

/** The profile's language wins on a new device; choosing a language saves it on both the device and the profile. */
export function useLanguageSync(me: MeResponse | null | undefined) {
  const { i18n } = useTranslation();
  const updateProfile = useUpdateProfile();
  const preferred = me?.profile.preferredLanguage;

  useEffect(() => {
    if (isAppLanguage(preferred) && preferred !== i18n.language) void changeLanguage(preferred);
    // Only when the stored preference changes, not on every language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preferred]);

  return async (code: string) => {
    if (!isAppLanguage(code)) return;
    const lang: AppLanguage = code;
    // Saved first: the texts of the new language may take a moment to load, and the save must not wait for them.
    if (me) updateProfile.mutate({ preferredLanguage: lang });
    await changeLanguage(lang);
  };
}
