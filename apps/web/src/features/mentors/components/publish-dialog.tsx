import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ITEM_GOALS,
  ITEM_LEVELS,
  type ItemCard,
  type ItemGoal,
  type ItemKind,
  type ItemLevel,
} from '@lifeorbit/contracts/marketplace';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { errorFor, fieldErrorsOf, type DetailWords } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useAppLanguage } from '@/lib/use-app-language';
import { usePublishItem } from '../api/publish-item';
import { usePublishSources } from '../api/get-publish-sources';
import { useUpdateItem } from '../api/update-item';

const WORDS: DetailWords = {
  ns: 'marketplace',
  keys: { 'sourceId.empty': 'publish.errors.empty', 'sourceId.not_allowed': 'publish.errors.custom' },
};

interface Draft {
  kind: ItemKind;
  sourceId: string;
  title: string;
  description: string;
  level: ItemLevel;
  goal: ItemGoal;
  daysPerWeek: string;
  sessionMinutes: string;
  language: 'en' | 'es' | 'ro';
}

/**
 * Publishing one of my templates or programs to Discover, or a new version of an item already published (the
 * source as it is now). A mentor's item shows at once; anyone else's waits for a superadmin's review.
 */
export function PublishDialog({
  open,
  onOpenChange,
  existing,
  isMentor,
  initialKind = 'program',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existing?: ItemCard & { sourceId: string };
  isMentor: boolean;
  /** What the dialog offers first (the templates page asks for a template). */
  initialKind?: ItemKind;
}) {
  const { t } = useTranslation(['marketplace', 'common']);
  const lang = useAppLanguage();
  const sources = usePublishSources(open && !existing);
  const publish = usePublishItem();
  const update = useUpdateItem();
  const fresh = (): Draft => ({
    kind: existing?.kind ?? initialKind,
    sourceId: existing?.sourceId ?? '',
    title: existing?.title ?? '',
    description: existing?.description ?? '',
    level: existing?.level ?? 'beginner',
    goal: existing?.goal ?? 'strength',
    daysPerWeek: String(existing?.daysPerWeek ?? 3),
    sessionMinutes: String(existing?.sessionMinutes ?? 60),
    language: existing?.language ?? lang,
  });
  const [draft, setDraft] = useState<Draft>(fresh);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const mutation = existing ? update : publish;
  const errors = fieldErrorsOf(mutation.error, t, WORDS);
  const options =
    draft.kind === 'program'
      ? (sources.data?.programs ?? []).map((p) => ({ id: p.id, name: p.name }))
      : (sources.data?.templates ?? []).map((p) => ({ id: p.id, name: p.name }));

  const submit = () => {
    const details = {
      ...(draft.title.trim() ? { title: draft.title } : {}),
      description: draft.description,
      level: draft.level,
      goal: draft.goal,
      daysPerWeek: Number(draft.daysPerWeek),
      sessionMinutes: Number(draft.sessionMinutes),
      language: draft.language,
    };
    const done = (item: { status: string }) => {
      toast.success(t(item.status === 'published' ? 'publish.published' : 'publish.sentForReview'));
      onOpenChange(false);
    };
    if (existing) update.mutate({ id: existing.id, body: details }, { onSuccess: done });
    else publish.mutate({ kind: draft.kind, sourceId: draft.sourceId, ...details }, { onSuccess: done });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(fresh());
          mutation.reset();
        }
        onOpenChange(next);
      }}
      title={existing ? t('publish.updateTitle', { title: existing.title }) : t('publish.title')}
      description={t(existing ? 'publish.updateText' : isMentor ? 'publish.mentorText' : 'publish.memberText')}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('common:cancel')}
          </Button>
          <Button onClick={submit} disabled={mutation.isPending || (!existing && !draft.sourceId)}>
            {existing ? t('publish.updateAction') : t('publish.action')}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {existing ? null : (
          <>
            <Field id="publish-kind" label={t('publish.kind')}>
              <NativeSelect
                id="publish-kind"
                value={draft.kind}
                onChange={(e) => set({ kind: e.target.value as ItemKind, sourceId: '' })}
              >
                <option value="program">{t('kinds.program')}</option>
                <option value="template">{t('kinds.template')}</option>
              </NativeSelect>
            </Field>
            <Field
              id="publish-source"
              label={t(draft.kind === 'program' ? 'publish.program' : 'publish.template')}
              error={errorFor(errors, 'sourceId')}
              hint={options.length === 0 && !sources.isPending ? t('publish.noSources') : undefined}
            >
              <NativeSelect
                id="publish-source"
                value={draft.sourceId}
                onChange={(e) => set({ sourceId: e.target.value })}
              >
                <option value="">{t('publish.choose')}</option>
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </>
        )}
        <Field
          id="publish-title"
          label={t('publish.titleField')}
          error={errorFor(errors, 'title')}
          hint={t('publish.titleHint')}
        >
          <Input
            id="publish-title"
            value={draft.title}
            maxLength={120}
            onChange={(e) => set({ title: e.target.value })}
          />
        </Field>
        <Field id="publish-description" label={t('publish.description')} error={errorFor(errors, 'description')}>
          <textarea
            id="publish-description"
            rows={4}
            maxLength={2000}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
            className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base md:text-sm"
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="publish-level" label={t('publish.level')}>
            <NativeSelect
              id="publish-level"
              value={draft.level}
              onChange={(e) => set({ level: e.target.value as ItemLevel })}
            >
              {ITEM_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`levels.${level}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="publish-goal" label={t('publish.goal')}>
            <NativeSelect
              id="publish-goal"
              value={draft.goal}
              onChange={(e) => set({ goal: e.target.value as ItemGoal })}
            >
              {ITEM_GOALS.map((goal) => (
                <option key={goal} value={goal}>
                  {t(`goals.${goal}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="publish-days" label={t('publish.days')} error={errorFor(errors, 'daysPerWeek')}>
            <Input
              id="publish-days"
              type="number"
              inputMode="numeric"
              min={1}
              max={7}
              value={draft.daysPerWeek}
              onChange={(e) => set({ daysPerWeek: e.target.value })}
            />
          </Field>
          <Field id="publish-minutes" label={t('publish.minutes')} error={errorFor(errors, 'sessionMinutes')}>
            <Input
              id="publish-minutes"
              type="number"
              inputMode="numeric"
              min={10}
              max={240}
              value={draft.sessionMinutes}
              onChange={(e) => set({ sessionMinutes: e.target.value })}
            />
          </Field>
        </div>
        <Field id="publish-language" label={t('publish.language')} hint={t('publish.languageHint')}>
          <NativeSelect
            id="publish-language"
            value={draft.language}
            onChange={(e) => set({ language: e.target.value as Draft['language'] })}
          >
            {(['en', 'es', 'ro'] as const).map((code) => (
              <option key={code} value={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <p className="text-xs text-muted">{t('publish.equipmentNote')}</p>
      </form>
    </Dialog>
  );
}
