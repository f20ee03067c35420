import { errorFor } from '@/lib/field-errors';
import { useFollowingSlug } from '../lib/use-following-slug';
import { nameErrorsOf, NamesFields, type NamesDraft } from './names-fields';
import { SlugField } from './slug-field';

/** A row's names in three languages, stacked, then its slug, which follows the English name until typed in. */
export function NamesAndSlug({
  idPrefix,
  names,
  slug,
  errors,
  isSaved,
  onChange,
}: {
  idPrefix: string;
  names: NamesDraft;
  slug: string;
  errors: Record<string, string>;
  /** A saved row keeps its slug when its name changes. */
  isSaved: boolean;
  onChange: (change: { names: NamesDraft; slug: string }) => void;
}) {
  const following = useFollowingSlug(isSaved);
  return (
    <>
      <NamesFields
        idPrefix={`${idPrefix}-name`}
        names={names}
        stacked
        errors={nameErrorsOf(errors)}
        onChange={(next) => onChange({ names: next, slug: following.afterName(next.en, slug) })}
      />
      <SlugField
        id={`${idPrefix}-slug`}
        value={slug}
        error={errorFor(errors, 'slug')}
        onChange={(typed) => onChange({ names, slug: following.typed(typed) })}
      />
    </>
  );
}
