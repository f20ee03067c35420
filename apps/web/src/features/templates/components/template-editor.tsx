import type { ExerciseSummary, Template } from '@lifeorbit/contracts';
import { Dumbbell, Play, Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { focusOnMount } from '@/lib/focus-on-mount';
import { useMe } from '@/lib/session';
import { useDragReorder } from '@/lib/use-drag-reorder';
import { useCreateTemplate } from '../api/create-template';
import { useSaveTemplate } from '../api/save-template';
import {
  fieldOf,
  itemFromExercise,
  moveItem,
  stateFromTemplate,
  validateEditor,
  type EditorErrors,
  type EditorItem,
  type EditorState,
} from '../lib/editor-model';
import { clearTemplateDraft, writeTemplateDraft } from '../lib/template-draft';
import { TemplateExerciseCard, type GripPickerSlot } from './template-exercise-card';

/** The API's field details (`exercises.1.exerciseId`) as editor errors. */
function errorsFromApi(error: unknown): EditorErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.details.map((detail) => [detail.field, fieldOf(detail.field)]));
}

/** The catalogue's exercise picker, which the page hands in (features never import each other). */
export type ExercisePickerSlot = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (exercise: ExerciseSummary) => void;
}>;

/**
 * Name, then the ordered exercises with their targets; add from the catalogue, move up and down, group into
 * supersets, remove; one Save writes it all (a new template is created by its first save).
 */
export function TemplateEditor({
  templateId,
  template,
  draft = null,
  exercisePicker: ExercisePicker,
  gripPicker,
}: {
  templateId: string;
  /** null for a template that is not saved yet. */
  template: Template | null;
  /** A new template's draft kept on this device (template-draft.ts), to go on with. */
  draft?: EditorState | null;
  exercisePicker: ExercisePickerSlot;
  /** The catalogue's grip select, for exercises that take grips. */
  gripPicker?: GripPickerSlot;
}) {
  const { t, i18n } = useTranslation(['templates', 'common']);
  const lang = i18n.language;
  const id = useId();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const createTemplate = useCreateTemplate();
  const saveTemplate = useSaveTemplate();
  const initial = useMemo<EditorState>(
    () => (template ? stateFromTemplate(template) : { name: '', items: [] }),
    [template],
  );
  const [state, setState] = useState<EditorState>(draft ?? initial);
  const [saved, setSaved] = useState<EditorState>(initial);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [pickerOpen, setPickerOpen] = useState(false);
  const isNew = template === null;
  const isPending = createTemplate.isPending || saveTemplate.isPending;
  const isDirty = JSON.stringify(state) !== JSON.stringify(saved);
  const userId = me?.id;
  useEffect(() => {
    // A new template lives on this device until its first save creates it.
    if (isNew && userId) writeTemplateDraft({ userId, templateId, state });
  }, [isNew, userId, templateId, state]);

  const update = (items: EditorItem[]) => setState((s) => ({ ...s, items }));
  const { listRef, drag, handleProps } = useDragReorder((from, to) => {
    setErrors({});
    setState((s) => ({ ...s, items: moveItem(s.items, from, to - from) }));
  });
  const patchItem = (key: string, patch: Partial<EditorItem>) => {
    setErrors({});
    setState((s) => ({ ...s, items: s.items.map((item) => (item.key === key ? { ...item, ...patch } : item)) }));
  };
  const addExercise = (exercise: ExerciseSummary) => {
    setState((s) => ({ ...s, items: [...s.items, itemFromExercise(exercise, me?.profile.weightUnit ?? 'kg')] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEditor(state);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(t('errors.invalid'));
      return;
    }
    setErrors({});
    const onError = (error: Error) => {
      setErrors(errorsFromApi(error));
      toast.error(
        t('errors.saveFailed', {
          message:
            error instanceof ApiError && error.status === 0 ? t('common:errors.network') : t('errors.checkFields'),
        }),
      );
    };
    if (isNew) {
      createTemplate.mutate(
        { lang, body: { id: templateId, ...checked.body } },
        {
          onSuccess: () => {
            clearTemplateDraft();
            toast.success(t('editor.saved'));
            navigate(`/fitness/templates/${templateId}/edit`, { replace: true });
          },
          onError,
        },
      );
      return;
    }
    saveTemplate.mutate(
      { id: templateId, lang, body: checked.body },
      {
        onSuccess: (result) => {
          const next = stateFromTemplate(result);
          setState(next);
          setSaved(next);
          toast.success(t('editor.saved'));
        },
        onError,
      },
    );
  };

  const nameError = errors.name ? t('errors.fields.name') : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <Field id={`${id}-name`} label={t('editor.name')} error={nameError}>
            <Input
              id={`${id}-name`}
              value={state.name}
              maxLength={120}
              ref={isNew ? focusOnMount : undefined}
              placeholder={t('editor.namePlaceholder')}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(event) => {
                setErrors({});
                setState((s) => ({ ...s, name: event.target.value }));
              }}
            />
          </Field>
        </div>
        {!isNew ? (
          <Button asChild variant="secondary">
            <Link to={`/app/workouts?templateId=${templateId}`}>
              <Play strokeWidth={1.75} aria-hidden />
              {t('start')}
            </Link>
          </Button>
        ) : null}
      </div>

      <section aria-labelledby={`${id}-exercises`} className="flex flex-col gap-3">
        <h2 id={`${id}-exercises`} className="text-lg font-semibold">
          {t('editor.exercises', { count: state.items.length })}
        </h2>
        {state.items.length === 0 ? (
          <EmptyState icon={Dumbbell} title={t('editor.emptyTitle')} description={t('editor.emptyDescription')} />
        ) : (
          <ol ref={listRef} className="flex flex-col gap-3">
            {state.items.map((item, index) => (
              <TemplateExerciseCard
                key={item.key}
                item={item}
                index={index}
                count={state.items.length}
                errors={errors}
                dragHandle={handleProps(index)}
                gripPicker={gripPicker}
                dragState={drag?.from === index ? 'dragging' : drag && drag.to === index ? 'target' : 'idle'}
                onChange={(patch) => patchItem(item.key, patch)}
                onMove={(delta) => {
                  setErrors({});
                  update(moveItem(state.items, index, delta));
                }}
                onRemove={() => {
                  setErrors({});
                  update(state.items.filter((other) => other.key !== item.key));
                }}
              />
            ))}
          </ol>
        )}
        <Button variant="secondary" className="self-start" onClick={() => setPickerOpen(true)}>
          <Plus strokeWidth={1.75} aria-hidden />
          {t('addExercise')}
        </Button>
      </section>

      {/* It floats over the form only while there is something to save; saved, it sits at the end and covers no
          field (a floating bar over a field cuts its tap target, WCAG 2.5.8). */}
      <div
        className={cn(
          '-mx-1 flex items-center gap-3 rounded-[12px] border border-border bg-surface/95 p-2',
          isDirty && 'sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 backdrop-blur md:bottom-4',
        )}
      >
        <Button type="submit" disabled={isPending}>
          {isPending ? t('common:saving') : t('saveTemplate')}
        </Button>
        <span className="text-sm text-muted" aria-live="polite">
          {isNew && isDirty ? t('editor.draftKept') : isDirty ? t('editor.unsaved') : isNew ? '' : t('editor.allSaved')}
        </span>
      </div>

      <ExercisePicker open={pickerOpen} onOpenChange={setPickerOpen} onPick={addExercise} />
    </form>
  );
}
