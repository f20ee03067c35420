import { UnusedReferences } from '@/features/catalogue/admin/components/unused-references';

/** /admin/others/equipment: equipment no exercise uses, to tidy up (a row in use is refused with 409). */
export function AdminOthersEquipmentPage() {
  return <UnusedReferences kind="equipment" />;
}

/** /admin/others/grips: grips no exercise uses by default. */
export function AdminOthersGripsPage() {
  return <UnusedReferences kind="grips" />;
}
