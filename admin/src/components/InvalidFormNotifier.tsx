import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { INVALID_FORM, MISSING_INFORMATION, type ToastText } from '../messages';
import { useToast } from '../useToast';

export interface InvalidFormNotifierProps {
  /** True when a required field is empty: the toast then says 'Missing information'. */
  isMissingRequired: (values: Record<string, unknown>) => boolean;
  /** The 'Missing information' toast where a form has its own wording (the task dialogs: 'Please fill in task title and due date.'). */
  missing?: ToastText;
}

/**
 * Replaces react-admin's generic invalid-form toast (use with `disableInvalidFormNotification`)
 * with 'Missing information' / 'Please fill in all required fields.' when fields are
 * missing. Render it inside the form.
 */
export const InvalidFormNotifier = ({ isMissingRequired, missing = MISSING_INFORMATION }: InvalidFormNotifierProps) => {
  const { submitCount, errors } = useFormState();
  const { getValues } = useFormContext();
  const toast = useToast();
  const handledSubmits = useRef(submitCount);

  useEffect(() => {
    if (submitCount <= handledSubmits.current) return;
    handledSubmits.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    toast(isMissingRequired(getValues()) ? missing : INVALID_FORM, 'error');
  }, [submitCount, errors, getValues, isMissingRequired, missing, toast]);

  return null;
};
