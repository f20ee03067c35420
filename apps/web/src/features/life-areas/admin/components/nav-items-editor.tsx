import { BOTTOM_NAV_MAX } from '@lifeorbit/contracts';
import {
  LIFE_NAV_NAME_MAX,
  LIFE_NAV_TARGETS,
  type AdminLifeCategory,
  type LifeNavTarget,
} from '@lifeorbit/contracts/admin-life-areas';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { LifeIcon } from '@/components/ui/life-icon';
import { cn } from '@/lib/cn';
import { LANGUAGES, moveItem, needsSlug, type Language, type NavItemDraft } from '../lib/drafts';
import { IconField } from './icon-field';

const DEFAULT_ICONS: Record<LifeNavTarget, string> = {
  atlas: 'globe',
  planets: 'orbit',
  category_dashboard: 'planet',
  subcategory: 'planet',
};

/** Names of the area a target opens, to start the item's names from when they are still blank. */
function areaNames(categories: AdminLifeCategory[], target: LifeNavTarget, slug: string) {
  if (target === 'category_dashboard') return categories.find((c) => c.slug === slug)?.names ?? null;
  const sub = categories.flatMap((c) => c.subcategories).find((s) => s.slug === slug);
  return sub?.names ?? null;
}

function NavItemFields({
  item,
  index,
  count,
  idPrefix,
  categories,
  color,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  item: NavItemDraft;
  index: number;
  count: number;
  idPrefix: string;
  categories: AdminLifeCategory[];
  color: string;
  errors: Record<string, string>;
  onChange: (item: NavItemDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('adminLifeAreas');
  const id = `${idPrefix}-${item.key}`;
  const error = (field: string) => errors[`navItems.${index}.${field}`];
  const position = index + 1;

  const chooseSlug = (slug: string) => {
    const names = item.names.en.trim() ? null : areaNames(categories, item.target, slug);
    onChange({
      ...item,
      slug,
      ...(names ? { names: { en: names.en ?? '', es: names.es ?? '', ro: names.ro ?? '' } } : {}),
    });
  };

  return (
    <li>
      <fieldset className="rounded-[12px] border border-border bg-bg/40 p-3">
        <legend className="flex items-center gap-2 px-1 text-sm font-medium">
          <LifeIcon name={item.icon} className="size-4 text-muted" />
          {t('nav.item', { position })}
        </legend>
        <div className="grid gap-3 md:grid-cols-3">
          <Field id={`${id}-target`} label={t('nav.target')} error={error('target')}>
            <NativeSelect
              id={`${id}-target`}
              value={item.target}
              onChange={(event) => {
                const target = event.target.value as LifeNavTarget;
                onChange({ ...item, target, slug: '', icon: DEFAULT_ICONS[target] });
              }}
            >
              {LIFE_NAV_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {t(`nav.targets.${target}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {needsSlug(item.target) ? (
            <Field id={`${id}-slug`} label={t('nav.opens')} error={error('slug')}>
              <NativeSelect
                id={`${id}-slug`}
                value={item.slug}
                aria-invalid={error('slug') ? true : undefined}
                onChange={(event) => chooseSlug(event.target.value)}
              >
                <option value="">{t('nav.choose')}</option>
                {item.target === 'category_dashboard'
                  ? categories.map((category) => (
                      <option key={category.slug} value={category.slug}>
                        {category.name}
                      </option>
                    ))
                  : categories.map((category) => (
                      <optgroup key={category.slug} label={category.name}>
                        {category.subcategories.map((sub) => (
                          <option key={sub.slug} value={sub.slug}>
                            {sub.name}
                          </option>
                        ))}
                      </optgroup>
                    ))}
              </NativeSelect>
            </Field>
          ) : error('slug') ? (
            <p role="alert" className="text-sm text-destructive">
              {error('slug')}
            </p>
          ) : (
            <div className="hidden md:block" />
          )}
          <IconField
            id={`${id}-icon`}
            label={t('look.icon')}
            value={item.icon}
            color={color}
            error={error('icon')}
            onChange={(icon) => onChange({ ...item, icon })}
          />
        </div>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          {LANGUAGES.map((lang) => (
            <Field
              key={lang}
              id={`${id}-name-${lang}`}
              label={`${t('texts.nameIn', { language: t(`languagesInText.${lang}`) })}${lang === 'en' ? ' *' : ''}`}
              error={error(`names.${lang}`)}
            >
              <Input
                id={`${id}-name-${lang}`}
                lang={lang}
                value={item.names[lang]}
                maxLength={LIFE_NAV_NAME_MAX}
                aria-invalid={error(`names.${lang}`) ? true : undefined}
                onChange={(event) => onChange({ ...item, names: { ...item.names, [lang]: event.target.value } })}
              />
            </Field>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={index === 0}
            aria-label={t('nav.moveUp', { position })}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden strokeWidth={1.75} />
            {t('nav.up')}
          </Button>
          <Button
            variant="secondary"
            disabled={index === count - 1}
            aria-label={t('nav.moveDown', { position })}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden strokeWidth={1.75} />
            {t('nav.down')}
          </Button>
          <Button
            variant="ghost"
            className="text-destructive"
            aria-label={t('nav.remove', { position })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden strokeWidth={1.75} />
            {t('nav.removeShort')}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

/** How the member's bar will look, in one language (a missing name shows the English one, as members see it). */
function NavPreview({ items }: { items: NavItemDraft[] }) {
  const { t } = useTranslation('adminLifeAreas');
  const [lang, setLang] = useState<Language>('en');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{t('nav.preview')}</span>
        <div role="group" aria-label={t('nav.previewLanguage')} className="flex gap-1">
          {LANGUAGES.map((code) => (
            <Button
              key={code}
              variant={lang === code ? 'primary' : 'secondary'}
              aria-pressed={lang === code}
              onClick={() => setLang(code)}
            >
              {code.toUpperCase()}
            </Button>
          ))}
        </div>
      </div>
      <ul
        aria-label={t('nav.preview')}
        className="flex items-stretch justify-around gap-1 overflow-x-auto rounded-full border border-border bg-surface px-2"
      >
        {items.map((item) => (
          <li
            key={item.key}
            className="flex min-h-12 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-2 text-[11px] font-medium text-muted md:flex-none md:flex-row md:gap-1.5 md:text-xs"
          >
            <LifeIcon name={item.icon} className="size-4 shrink-0" />
            <span className="max-w-full truncate">{item.names[lang].trim() || item.names.en.trim() || '…'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A subcategory's bottom-nav items: add (up to five), remove, reorder, and each one's target, icon and names. */
export function NavItemsEditor({
  idPrefix,
  items,
  categories,
  color,
  errors,
  onChange,
}: {
  idPrefix: string;
  items: NavItemDraft[];
  categories: AdminLifeCategory[];
  /** The category's colour, for the icons. */
  color: string;
  errors: Record<string, string>;
  onChange: (items: NavItemDraft[]) => void;
}) {
  const { t } = useTranslation('adminLifeAreas');
  const isFull = items.length >= BOTTOM_NAV_MAX;
  const add = () =>
    onChange([
      ...items,
      { key: crypto.randomUUID(), target: 'atlas', slug: '', icon: 'globe', names: { en: '', es: '', ro: '' } },
    ]);
  return (
    <div className="flex flex-col gap-3">
      {errors.navItems ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.navItems}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-[12px] border border-dashed border-border p-4 text-sm text-muted">{t('nav.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {items.map((item, index) => (
            <NavItemFields
              key={item.key}
              item={item}
              index={index}
              count={items.length}
              idPrefix={idPrefix}
              categories={categories}
              color={color}
              errors={errors}
              onChange={(changed) => onChange(items.map((other) => (other.key === item.key ? changed : other)))}
              onMove={(delta) => onChange(moveItem(items, index, delta))}
              onRemove={() => onChange(items.filter((other) => other.key !== item.key))}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={isFull} onClick={add}>
          <Plus aria-hidden strokeWidth={1.75} />
          {t('nav.add')}
        </Button>
        <span className={cn('text-sm tabular-nums', isFull ? 'text-warning' : 'text-muted')}>
          {t('nav.count', { count: items.length, max: BOTTOM_NAV_MAX })}
        </span>
      </div>
      {items.length > 0 ? <NavPreview items={items} /> : null}
    </div>
  );
}
