import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AmbassadorHome } from '@lifeorbit/contracts/ambassadors';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { formatMoney, formatRate } from '../lib/format';
import { referralLink } from '../lib/referral';
import { AmbassadorSection } from './ambassador-section';

/** The ambassador's referral link, a button that copies it, the members referred and the commission totals. */
export function ReferralLinkCard({ home }: { home: AmbassadorHome }) {
  const { t, i18n } = useTranslation('ambassadors');
  const link = referralLink(home.profile.referralCode);
  return (
    <AmbassadorSection title={t('home.linkTitle')}>
      <p className="text-sm text-muted">
        {t('home.linkText', { rate: formatRate(home.profile.commissionRateBps, i18n.language) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="rounded-[8px] border border-border bg-raised px-3 py-2 text-sm break-all"
          data-testid="referral-link"
        >
          {link}
        </code>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => toast.success(t('home.copied')),
              () => toast.error(t('home.copyFailed')),
            )
          }
        >
          <Copy aria-hidden /> {t('home.copy')}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
        <div>
          <dt className="text-muted">{t('home.referred')}</dt>
          <dd className="text-xl font-semibold tabular-nums">{home.referredCount}</dd>
        </div>
        {home.totals.map((total) => (
          <div key={`${total.status}-${total.money.currency}`}>
            <dt className="text-muted">{t(`home.total.${total.status}`)}</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatMoney(total.money, i18n.language)}</dd>
          </div>
        ))}
      </dl>
    </AmbassadorSection>
  );
}
