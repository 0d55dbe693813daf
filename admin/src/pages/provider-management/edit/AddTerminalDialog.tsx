import { useState } from 'react';
import { Chip } from '@mui/material';
import { terminalQualityScore } from '@domain/catalogue-rules';
import type { AddTerminalBody, ProviderWithScores } from '../../../api/catalogueTypes';
import { errorsByField, toBody, type FormValues } from '../catalogueView';
import { emptyTerminal, NEW_TERMINAL_KINDS } from '../add/newProvider';
import { CatalogueDialog } from '../components/CatalogueDialog';
import { EDIT_PROVIDER, PROVIDERS } from '../providerTexts';
import { useCatalogueCalls } from '../useCatalogue';
import { StatusAndReason } from './StatusAndReason';
import { TerminalFields } from './TerminalFields';
import { useSaveCall } from './useSaveCall';

/**
 * Add Terminal on a provider's card: the terminal's fields (as in Edit Terminal), a reason, and
 * the live score of its 8 required fields. The server decides its status (live when complete,
 * else draft) and audits it; a refused field shows the server's message on it and in the toast.
 */
export const AddTerminalDialog = ({ provider, onClose }: { provider: ProviderWithScores; onClose: () => void }) => {
  const [values, setValues] = useState<FormValues>(() => ({ ...emptyTerminal(), reason: '' }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const catalogue = useCatalogueCalls();
  const save = useSaveCall({
    call: (body: AddTerminalBody) => catalogue.addTerminal(provider, body),
    success: (terminal) => PROVIDERS.terminalAdded(terminal.name),
    failure: PROVIDERS.terminalAddFailed,
    onRefused: (messages) => setErrors(errorsByField(messages, [...Object.keys(NEW_TERMINAL_KINDS), 'reason'])),
    onDone: onClose,
  });
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const change = (name: string, value: string | string[] | boolean) => setValues((current) => ({ ...current, [name]: value }));
  const { body: draft } = toBody(values, NEW_TERMINAL_KINDS);
  const score = terminalQualityScore(draft);

  const submit = () => {
    const { body, errors: typed } = toBody(values, NEW_TERMINAL_KINDS);
    setErrors(typed);
    if (Object.keys(typed).length > 0) return;
    // Empty fields are left out: the server stores them as missing.
    const kept: Record<string, unknown> = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
    if (text('reason').trim()) kept.reason = text('reason').trim();
    save.mutate(kept as AddTerminalBody);
  };

  return (
    <CatalogueDialog
      title={PROVIDERS.addTerminalTitle(provider.name)}
      aside={<Chip label={EDIT_PROVIDER.liveScore(score)} aria-live="polite" />}
      onClose={onClose}
      submit={{ label: PROVIDERS.addTerminal, isBusy: save.isPending, onSubmit: submit }}
    >
      <TerminalFields values={values} errors={errors} onChange={change} />
      <StatusAndReason reason={text('reason')} reasonError={errors.reason} onReasonChange={(reason) => change('reason', reason)} />
    </CatalogueDialog>
  );
};
