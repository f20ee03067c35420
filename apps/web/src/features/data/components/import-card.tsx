import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IMPORT_LIMITS, IMPORT_MAX_BYTES, type ImportExerciseName } from '@lifeorbit/contracts/data';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useMe } from '@/lib/session';
import { useImport } from '../api/get-import';
import { useMapNames } from '../api/map-import-names';
import { useRunImport } from '../api/run-import';
import { uploadImport } from '../api/upload-import';

/** The value of "create it as my own exercise" in a name's choice. */
const CREATE = 'create';

function Progress({ label, value }: { label: string; value: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-xs text-muted">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-raised"
      >
        <div className="h-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The member's import limits (issue 36), as the limit messages name them. */
const LIMITS = { perDay: IMPORT_LIMITS.perDay, waiting: IMPORT_LIMITS.waiting, hours: IMPORT_LIMITS.expiryHours };

/** A refusal for one of the member's import limits, by the detail's code; null for any other error. */
function limitError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const codes = error.details.filter((detail) => detail.field === 'imports').map((detail) => detail.code);
  if (codes.includes('daily_limit')) return 'import.errors.dailyLimit';
  if (codes.includes('pending_limit')) return 'import.errors.pendingLimit';
  if (codes.includes('in_progress')) return 'import.errors.running';
  return null;
}

function uploadError(error: unknown): string {
  const limit = limitError(error);
  if (limit) return limit;
  if (error instanceof ApiError) {
    if (error.status === 413) return 'import.errors.tooBig';
    if (error.status === 415 || error.code === 'invalid_json') return 'import.errors.notAnExport';
    if (error.code === 'validation_failed') return 'import.errors.unreadable';
  }
  return 'import.errors.failed';
}

/**
 * Settings (and onboarding): bring in the history of Strong, Hevy or an earlier LifeOrbit export (issue 24). Upload
 * with a progress bar, then a dry run (what would be created, broken rows by line, names not in the catalogue with
 * the best matches to pick from or to create), then the import with its progress.
 */
export function ImportCard() {
  const { t } = useTranslation('data');
  const id = useId();
  const { data: me } = useMe();
  const fileInput = useRef<HTMLInputElement>(null);
  const [unit, setUnit] = useState<'kg' | 'lb'>(me?.profile.weightUnit === 'lb' ? 'lb' : 'kg');
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setImportId(null);
    if (file.size > IMPORT_MAX_BYTES) return setError('import.errors.tooBig');
    setUploading(0);
    try {
      const preview = await uploadImport(file, { unit, onProgress: setUploading });
      setImportId(preview.id);
    } catch (failure) {
      setError(uploadError(failure));
    } finally {
      setUploading(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Card id="import" className="lg:col-span-2">
      <CardTitle>{t('import.section')}</CardTitle>
      <p className="mt-2 text-sm text-muted">{t('import.description')}</p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end">
        <Field id={`${id}-file`} label={t('import.file')} hint={t('import.fileHint')}>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-describedby={`${id}-file-hint`}
            disabled={uploading !== null}
            className="block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-raised file:px-4 file:text-text"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </Field>
        <Field id={`${id}-unit`} label={t('import.unit')}>
          <NativeSelect id={`${id}-unit`} value={unit} onChange={(e) => setUnit(e.target.value === 'lb' ? 'lb' : 'kg')}>
            <option value="kg">kg</option>
            <option value="lb">lb</option>
          </NativeSelect>
        </Field>
      </div>
      {uploading !== null ? (
        <div className="mt-4">
          <Progress label={t('import.uploading')} value={uploading} />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {t(error, LIMITS)}
        </p>
      ) : null}
      {importId ? <ImportSteps id={importId} /> : null}
    </Card>
  );
}

function ImportSteps({ id }: { id: string }) {
  const { t, i18n } = useTranslation('data');
  const run = useRunImport(id);
  const { data: preview } = useImport(id, run.isPending);
  const mapNames = useMapNames(id);
  const [skipBroken, setSkipBroken] = useState(false);
  if (!preview) return null;
  const days = (day: string | null) =>
    day ? new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '—';

  if (preview.status === 'done') {
    return (
      <div role="status" className="mt-4 rounded-md border border-border p-4 text-sm">
        <p className="font-medium">{t('import.done', { workouts: preview.workoutsCreated, sets: preview.setsCreated })}</p>
        {preview.workoutsCreated === 0 ? <p className="mt-1 text-muted">{t('import.nothingNew')}</p> : null}
        <Link className="mt-2 inline-block text-accent underline-offset-4 hover:underline" to="/fitness/history">
          {t('import.seeHistory')}
        </Link>
      </div>
    );
  }

  const unmatched = preview.exercises.filter((e) => e.matched !== 'exact');
  const choose = (name: string, value: string) => {
    mapNames.mutate({ mappings: [{ name, exerciseId: value === CREATE ? null : value }] });
  };
  const blocked = preview.brokenRows > 0 && !skipBroken;
  return (
    <div className="mt-4 flex flex-col gap-4">
      <section aria-labelledby={`${id}-dry`} className="rounded-md border border-border p-4">
        <h3 id={`${id}-dry`} className="font-medium">
          {t('import.dryRun', { file: preview.fileName, source: t(`import.sources.${preview.source}`) })}
        </h3>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted">{t('import.workouts')}</dt>
            <dd className="text-lg font-semibold">{preview.workouts - preview.workoutsAlreadyHere}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('import.sets')}</dt>
            <dd className="text-lg font-semibold">{preview.sets}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('import.from')}</dt>
            <dd>{days(preview.firstDay)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('import.to')}</dt>
            <dd>{days(preview.lastDay)}</dd>
          </div>
        </dl>
        {preview.workoutsAlreadyHere > 0 ? (
          <p className="mt-2 text-sm text-muted">{t('import.alreadyHere', { count: preview.workoutsAlreadyHere })}</p>
        ) : null}
      </section>

      {preview.brokenRows > 0 ? (
        <section aria-labelledby={`${id}-broken`} className="rounded-md border border-destructive/50 p-4">
          <h3 id={`${id}-broken`} className="font-medium">
            {t('import.brokenTitle', { count: preview.brokenRows })}
          </h3>
          <ul className="mt-2 max-h-48 overflow-auto text-sm">
            {preview.broken.map((row) => (
              <li key={row.line}>
                {t('import.brokenRow', { line: row.line, field: row.field, reason: t(`import.reasons.${row.code}`) })}
              </li>
            ))}
          </ul>
          <label className="mt-2 flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5"
              checked={skipBroken}
              onChange={(e) => setSkipBroken(e.target.checked)}
            />
            {t('import.skipBroken')}
          </label>
        </section>
      ) : null}

      {unmatched.length > 0 ? (
        <section aria-labelledby={`${id}-names`} className="rounded-md border border-border p-4">
          <h3 id={`${id}-names`} className="font-medium">
            {t('import.namesTitle')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('import.namesHint')}</p>
          <ul className="mt-3 flex flex-col gap-3">
            {unmatched.map((name) => (
              <NameChoice key={name.name} name={name} onChoose={choose} disabled={mapNames.isPending} />
            ))}
          </ul>
        </section>
      ) : null}

      {run.isPending ? (
        <Progress
          label={t('import.importing')}
          value={preview.workouts ? preview.workoutsDone / preview.workouts : 0}
        />
      ) : null}
      {run.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t(limitError(run.error) ?? 'import.errors.failed', LIMITS)}
        </p>
      ) : null}
      <Button className="self-start" disabled={blocked || run.isPending} onClick={() => run.mutate(skipBroken)}>
        {run.isPending ? t('import.importing') : t('import.run')}
      </Button>
      {blocked ? <p className="text-sm text-muted">{t('import.blocked')}</p> : null}
    </div>
  );
}

function NameChoice({
  name,
  onChoose,
  disabled,
}: {
  name: ImportExerciseName;
  onChoose: (name: string, value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('data');
  const id = useId();
  const value = name.exerciseId ?? CREATE;
  const options = [...name.candidates];
  if (name.exerciseId && !options.some((c) => c.exerciseId === name.exerciseId)) {
    options.unshift({ exerciseId: name.exerciseId, name: name.exerciseName ?? '' });
  }
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <label htmlFor={id} className="text-sm">
        <span className="font-medium">{name.name}</span>{' '}
        <span className="text-muted">{t('import.nameSets', { count: name.sets })}</span>
      </label>
      <NativeSelect
        id={id}
        className="sm:max-w-72"
        value={value}
        disabled={disabled}
        onChange={(event) => onChoose(name.name, event.target.value)}
      >
        <option value={CREATE}>{t('import.createOwn')}</option>
        {options.map((c) => (
          <option key={c.exerciseId} value={c.exerciseId}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </li>
  );
}
