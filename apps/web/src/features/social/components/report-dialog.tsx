import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useReportWorkout } from '../api/report-workout';

/** Reports a workout to the moderators, with a reason and optional details. */
export function ReportDialog({
  workoutId,
  title,
  open,
  onOpenChange,
}: {
  workoutId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['social', 'common']);
  const id = useId();
  const report = useReportWorkout();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const send = () =>
    report.mutate(
      { workoutId, reason, ...(details.trim() && { details }) },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success(t('report.sent'));
        },
        onError: (error) => toast.error(t('report.failed', { message: error.message })),
      },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('report.title', { title })}
      description={t('report.description')}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:cancel')}
          </Button>
          <Button variant="destructive" disabled={report.isPending} onClick={send}>
            {t('report.send')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field id={`${id}-reason`} label={t('report.reason')}>
          <NativeSelect
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
          >
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`report.reasons.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-details`} label={t('report.details')}>
          <textarea
            id={`${id}-details`}
            rows={3}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base text-text md:text-sm"
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
        </Field>
      </div>
    </Dialog>
  );
}
