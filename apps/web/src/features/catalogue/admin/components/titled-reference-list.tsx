import type { ComponentProps } from 'react';
import { AdminPageHeader } from './admin-page-header';
import { ReferenceList } from './reference-list';

/** A page that is one reference list under its title (grips, movement patterns, the unused ones). */
export function TitledReferenceList({
  title,
  description,
  ...list
}: ComponentProps<typeof ReferenceList> & { title: string; description: string }) {
  return (
    <>
      <AdminPageHeader title={title} description={description} />
      <ReferenceList {...list} />
    </>
  );
}
