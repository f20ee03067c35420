import { useQueryParams } from '@/lib/use-query-params';
import { MarketplaceItem } from '@/features/mentors/components/marketplace-item';
import { MarketplaceTabs } from '@/features/mentors/components/marketplace-tabs';

/**
 * /marketplace (Discover): programs and templates by mentors and reviewed members, filtered and sorted; `?item=`
 * opens one (every week and day, "Use this", ratings); the other tabs are my copies and what I published.
 */
export function MarketplacePage() {
  const [params] = useQueryParams();
  const itemId = params.get('item');
  return itemId ? <MarketplaceItem id={itemId} /> : <MarketplaceTabs />;
}
