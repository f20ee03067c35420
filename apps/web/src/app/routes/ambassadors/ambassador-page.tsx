import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAmbassadorHome } from '@/features/ambassadors/api/get-ambassador-home';
import { SectionLoading } from '@/features/ambassadors/components/ambassador-section';
import { MyBattles } from '@/features/ambassadors/components/my-battles';
import { MyDeals } from '@/features/ambassadors/components/my-deals';
import { MyInvitations } from '@/features/ambassadors/components/my-invitations';
import { MyPayouts } from '@/features/ambassadors/components/my-payouts';
import { ReferralLinkCard } from '@/features/ambassadors/components/referral-link-card';
import { ReferredMembers } from '@/features/ambassadors/components/referred-members';

/** /ambassador: the referral link, referred members, invitations, battles, deals and payouts of an ambassador. */
export function AmbassadorPage() {
  const { t } = useTranslation(['ambassadors', 'routes', 'common']);
  useDocumentTitle(t('routes:ambassador.title'));
  const home = useAmbassadorHome();

  if (home.isPending) {
    return (
      <>
        <PageHeader title={t('routes:ambassador.title')} description={t('routes:ambassador.description')} />
        <SectionLoading />
      </>
    );
  }
  if (home.isError) {
    return (
      <>
        <PageHeader title={t('routes:ambassador.title')} />
        <EmptyState icon={Users} title={t('home.notAmbassadorTitle')} description={t('home.notAmbassadorText')} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('routes:ambassador.title')} description={t('routes:ambassador.description')} />
      <div className="flex flex-col gap-4">
        <ReferralLinkCard home={home.data} />
        <MyInvitations />
        <MyBattles />
        <ReferredMembers />
        <MyDeals />
        <MyPayouts />
      </div>
    </>
  );
}
