import i18next from 'i18next';
import type { EarnedBadge } from '@lifeorbit/contracts';
import { toast } from '@/lib/toast';

/**
 * Ending a workout that earned badges shows each at once (issue 17). A badge is named as on the achievements page:
 * its group's text with the target ("10 workouts"), or its own text for the habit, life-area and cardio badges ("5 km in
 * one go", issue 39). The texts
 * load only then, so the workout page carries none of them.
 */
export function announceBadges(badges: readonly EarnedBadge[]): void {
  if (badges.length === 0) return;
  void i18next.loadNamespaces('achievements').then(() => {
    for (const badge of badges) {
      const own = badge.group === 'habits' || badge.group === 'life' || badge.group === 'cardio';
      const name = i18next.t(
        own ? `achievements:badges.${badge.code}.name` : `achievements:groups.${badge.group}.name`,
        {
          count: badge.target,
          value: badge.target,
        },
      );
      toast.success(i18next.t('achievements:earnedToast', { name }));
    }
  });
}
