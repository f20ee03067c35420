import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { CATALOGUE_DETAIL_WORDS, errorMessage } from './errors';

/**
 * A catalogue form's errors by field: `check` keeps what the form found itself (true when there is none, so it may
 * send), `failed` marks the fields the server refused (under the form's name for each, `fieldOf`) and says why in a
 * toast.
 */
export function useFormErrors(fieldOf?: (serverField: string) => string) {
  const { t } = useTranslation('adminCatalogue');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const check = (local: Record<string, string>) => {
    setErrors(local);
    return Object.keys(local).length === 0;
  };
  const failed = (error: Error) => {
    const server = fieldErrorsOf(error, t, CATALOGUE_DETAIL_WORDS);
    setErrors(
      fieldOf ? Object.fromEntries(Object.entries(server).map(([field, text]) => [fieldOf(field), text])) : server,
    );
    toast.error(errorMessage(error, t));
  };
  return { errors, setErrors, check, failed };
}
