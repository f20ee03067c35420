import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IMPORT_LIMITS, IMPORT_MEDIA_TYPES, type ImportExerciseName, type ImportListItem } from '@lifeorbit/contracts/data';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useMe } from '@/lib/session';
import { useImport } from '../api/get-import';
import { useImports } from '../api/list-imports';
import { useMapNames } from '../api/map-import-names';
import { useRunImport } from '../api/run-import';
import { isArchive, maxBytesOf, uploadImport } from '../api/upload-import';
import { readingText } from '../lib/import-format';
import { ImportSports } from './import-sports';
import { CREATE, NameSelect } from './name-select';
import { PastImports } from './past-imports';

/**
 * What the file input offers: app exports, a watch's or a phone's files, a zip of many, Apple Health's export (by name,
 * and by the media types the server takes; any binary file and any text file are not offered).
 */
const ACCEPT = [
  ...['.csv', '.json', '.fit', '.gpx', '.tcx', '.zip', '.xml', '.gz'],
  ...IMPORT_MEDIA_TYPES.filter((type) => !['application/octet-stream', 'text/plain'].includes(type)),
].join(',');


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

/** A message key and what it names. */
type Problem = { key: string; values?: Record<string, unknown> };

/** "The file is larger than 50 MB" (1 GB for a zip or Apple Health's export). */
const tooBig = (file: { name: string; type: string }): Problem =>
  isArchive(file) ? { key: 'import.errors.tooBigArchive' } : { key: 'import.errors.tooBig' };

function uploadError(error: unknown, file: File): Problem {
  const limit = limitError(error);
  if (limit) return { key: limit, values: LIMITS };
  if (error instanceof ApiError) {
    if (error.status === 413) return tooBig(file);
    const broken = error.details.find((detail) => detail.field !== '(body)' && detail.field !== 'imports');
    if (error.status === 400 && broken) return { key: 'import.errors.brokenFile', values: { field: broken.field } };
    if (error.status === 415 || error.code === 'invalid_json') return { key: 'import.errors.notAnExport' };
    if (error.code === 'validation_failed') return { key: 'import.errors.unreadable' };
  }
  return { key: 'import.errors.failed' };
}

/**
 * Settings (and onboarding): bring in the history of Strong, Hevy or an earlier LifeOrbit export (issue 24), and what a
 * watch or a phone recorded: FIT, GPX, TCX, a Strava or Garmin bulk zip, Apple Health's export (issue 42). Upload with
 * a progress bar and the server's reading progress, then a dry run (what would be created, per sport for a device
 * file, broken rows by file and line, names not in the catalogue with the best matches to pick from or to create),
 * then the import with its progress; below, the past imports, each of which can be undone.
 */
export function ImportCard() {
  const { t } = useTranslation('data');
  const id = useId();
  const { data: me } = useMe();
  const fileInput = useRef<HTMLInputElement>(null);
  const [unit, setUnit] = useState<'kg' | 'lb'>(me?.profile.weightUnit === 'lb' ? 'lb' : 'kg');
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<Problem | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  // While a file goes up, the server reads it as it arrives: its staging import in the list says how far it is.
  const imports = useImports(uploading !== null);
  const staging = uploading === null ? undefined : imports.data?.imports.find((i) => i.status === 'staging');

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setImportId(null);
    if (file.size > maxBytesOf(file)) return setError(tooBig(file));
    setUploading(0);
    try {
      const preview = await uploadImport(file, { unit, onProgress: setUploading });
      setImportId(preview.id);
    } catch (failure) {
      setError(uploadError(failure, file));
    } finally {
      void imports.refetch();
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
            accept={ACCEPT}
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
        <div className="mt-4 flex flex-col gap-2">
          <Progress label={t('import.uploading')} value={uploading} />
          {staging ? <StagingProgress item={staging} /> : null}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {t(error.key, error.values)}
        </p>
      ) : null}
      {importId ? <ImportSteps id={importId} /> : null}
      <PastImports imports={imports} onUndone={(undone) => setImportId((id) => (id === undone ? null : id))} />
    </Card>
  );
}

/** How far the server has read a file: "Read 1,204 records (12.3 MB)". */
function StagingProgress({ item }: { item: Pick<ImportListItem, 'progress'> }) {
  const { t, i18n } = useTranslation('data');
  return (
    <p role="status" className="text-sm text-muted tabular-nums">
      {readingText(item.progress, i18n.language, t)}
    </p>
  );
}

function ImportSteps({ id }: { id: string }) {
  const { t, i18n } = useTranslation('data');
  const run = useRunImport(id);
  const { data: preview } = useImport(id, run.isPending);
  const mapNames = useMapNames(id);
  const { data: me } = useMe();
  const [skipBroken, setSkipBroken] = useState(false);
  if (!preview) return null;
  if (preview.status === 'staging') return <StagingProgress item={preview} />;
  const days = (day: string | null) =>
    day ? new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '—';

  if (preview.status === 'done') {
    return (
      <div role="status" className="mt-4 rounded-md border border-border p-4 text-sm">
        <p className="font-medium">{t('import.done', {
            workouts: t('import.doneWorkouts', { count: preview.workoutsCreated }),
            sets: t('import.doneSets', { count: preview.setsCreated }),
          })}</p>
        {preview.workoutsCreated === 0 ? <p className="mt-1 text-muted">{t('import.nothingNew')}</p> : null}
        <Link className="mt-2 inline-block text-accent underline-offset-4 hover:underline" to="/fitness/history">
          {t('import.seeHistory')}
        </Link>
      </div>
    );
  }

  // A sport's exercise is chosen in its own row below; the other names not in the catalogue are listed after it.
  const sportNames = new Set(preview.sports.map((sport) => sport.name));
  const unmatched = preview.exercises.filter((e) => e.matched !== 'exact' && !sportNames.has(e.name));
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
        {preview.duplicatesInFile > 0 ? (
          <p className="mt-2 text-sm text-muted">{t('import.duplicatesInFile', { count: preview.duplicatesInFile })}</p>
        ) : null}
        {preview.health.measurementDays > 0 || preview.health.dailyDays > 0 ? (
          <p className="mt-2 text-sm text-muted">
            {t('import.health', {
              measurements: t('import.measurementDays', { count: preview.health.measurementDays }),
              daily: t('import.dailyDays', { count: preview.health.dailyDays }),
            })}
          </p>
        ) : null}
      </section>

      {preview.sports.length > 0 ? (
        <ImportSports
          sports={preview.sports}
          exercises={preview.exercises}
          unit={me?.profile.weightUnit === 'lb' ? 'lb' : 'kg'}
          disabled={mapNames.isPending}
          onChoose={choose}
        />
      ) : null}

      {preview.brokenRows > 0 ? (
        <section aria-labelledby={`${id}-broken`} className="rounded-md border border-destructive/50 p-4">
          <h3 id={`${id}-broken`} className="font-medium">
            {t('import.brokenTitle', { count: preview.brokenRows })}
          </h3>
          <ul className="mt-2 max-h-48 overflow-auto text-sm">
            {preview.broken.map((row) => (
              <li key={`${row.file ?? ''}:${row.line}:${row.field}`}>
                {t(row.file ? 'import.brokenRowInFile' : 'import.brokenRow', {
                  file: row.file,
                  line: row.line,
                  field: row.field,
                  reason: t(`import.reasons.${row.code}`, { defaultValue: t('import.reasons.other') }),
                })}
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
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <label htmlFor={id} className="text-sm">
        <span className="font-medium">{name.name}</span>{' '}
        <span className="text-muted">{t('import.nameSets', { count: name.sets })}</span>
      </label>
      <NameSelect id={id} name={name} onChoose={onChoose} disabled={disabled} />
    </li>
  );
}
