import { useMemo, useState } from 'react';
import { Chip } from '@mui/material';
import { terminalQualityScore } from '@domain/catalogue-rules';
import type { TerminalAdmin, UpdateTerminalBody } from '../../../api/catalogueTypes';
import { errorsByField, toBody, toFormValues, type FormValues } from '../catalogueView';
import { CatalogueDialog } from '../components/CatalogueDialog';
import { TERMINAL_KINDS } from '../providerForm';
import { EDIT_PROVIDER, PROVIDERS } from '../providerTexts';
import { useCatalogueCalls } from '../useCatalogue';
import { StatusAndReason } from './StatusAndReason';
import { TerminalFields } from './TerminalFields';
import { useSaveCall } from './useSaveCall';

/**
 * Edit Terminal: its fields with their option lists (type shown as Desktop, Portable, Mobile,
 * Smart, EPOS, MID-only over the stored countertop ... gateway),
 * its status and a reason. Only changed fields are sent; the terminal's own score follows the
 * server's rule live. A refused change shows the server's message on its field and in the toast.
 */
export const EditTerminalDialog = ({ terminal, onClose }: { terminal: TerminalAdmin; onClose: () => void }) => {
  const initial = useMemo<FormValues>(() => ({ ...toFormValues(terminal, TERMINAL_KINDS), status: terminal.status, reason: '' }), [terminal]);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const catalogue = useCatalogueCalls();
  const save = useSaveCall({
    call: (body: UpdateTerminalBody) => catalogue.updateTerminal(terminal, body),
    success: () => PROVIDERS.terminalUpdated,
    failure: PROVIDERS.terminalUpdateFailed,
    onRefused: (messages) => setErrors(errorsByField(messages, [...Object.keys(TERMINAL_KINDS), 'status', 'reason'])),
    onDone: onClose,
  });
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const score = terminalQualityScore({ ...terminal, ...toBody(values, TERMINAL_KINDS).body });
  const change = (name: string, value: string | string[] | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const submit = () => {
    const { body, errors: typed } = toBody(values, TERMINAL_KINDS, initial);
    if (values.status !== initial.status) body.status = values.status;
    if (text('reason').trim()) body.reason = text('reason').trim();
    setErrors(typed);
    if (Object.keys(typed).length > 0) return;
    if (Object.keys(body).filter((key) => key !== 'reason').length === 0) {
      onClose();
      return;
    }
    save.mutate(body as UpdateTerminalBody);
  };

  return (
    <CatalogueDialog
      title={EDIT_PROVIDER.terminalTitle(terminal.name)}
      aside={<Chip label={EDIT_PROVIDER.liveScore(score)} aria-live="polite" />}
      onClose={onClose}
      submit={{ label: PROVIDERS.save, isBusy: save.isPending, onSubmit: submit }}
    >
      <TerminalFields values={values} errors={errors} onChange={change} />
      <StatusAndReason
        status={{ value: text('status'), helperText: EDIT_PROVIDER.terminalStatusHelp, error: errors.status, onChange: (status) => change('status', status) }}
        reason={text('reason')}
        reasonError={errors.reason}
        onReasonChange={(reason) => change('reason', reason)}
      />
    </CatalogueDialog>
  );
};
