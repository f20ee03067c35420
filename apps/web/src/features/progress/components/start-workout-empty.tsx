import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** What a page of training numbers shows before there is any training: what will appear, and a way to start. */
export function StartWorkoutEmpty({ icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  const { t } = useTranslation('progress');
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={text}
      action={
        <Button asChild>
          <Link to="/app/workouts">{t('startWorkout')}</Link>
        </Button>
      }
    />
  );
}
