import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { EmailTemplateView, SendEmailBody } from '../../../../api/types';
import type { CrmDataProvider } from '../../../../dataProvider';
import { userFacingMessage } from '../../../../httpClient';
import { SEND_EMAIL } from '../../../../messages';
import { answerOf } from '../../../../useCrmQuery';
import { useToast } from '../../../../useToast';
import { initialEmail, sendEmailProblem, toSendBody, withoutTemplate, withTemplate, type SendEmailField, type SendEmailValues } from '../sendEmailForm';
import { useCustomerAction } from '../useCustomerAction';
import { SendEmailFields } from './SendEmailFields';
import { SendEmailPreview } from './SendEmailPreview';

interface DialogProps {
  customerId: string;
  /** The customer's email (its latest lead's), the recipient the dialog starts with. */
  customerEmail: string | null;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The form, mounted each time the dialog opens. Two steps: write (optionally from a template,
 * whose placeholders the server fills for this customer), then check the email as it will go out,
 * then send. Required: recipient, subject and message ('Missing information: Please fill in all
 * required fields.'). Sent: 'Email sent successfully', then the Communications tab, the timeline
 * and the templates' usage counts are fetched again; refused: 'Email sending failed'.
 */
const SendEmailForm = ({ customerId, customerEmail, onClose }: Omit<DialogProps, 'isOpen'>) => {
  const [values, setValues] = useState<SendEmailValues>(() => initialEmail(customerEmail));
  const [step, setStep] = useState<'write' | 'check'>('write');
  const [problem, setProblem] = useState<{ missing: SendEmailField[]; badRecipient: boolean }>({ missing: [], badRecipient: false });
  const refs = { recipient: useRef<HTMLInputElement>(null), subject: useRef<HTMLInputElement>(null), content: useRef<HTMLTextAreaElement>(null) };
  const toast = useToast();
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<CrmDataProvider>();

  const fill = useMutation({
    mutationFn: (template: EmailTemplateView) => answerOf(dataProvider.previewEmailTemplate(template.id, { businessProfileId: customerId })),
    onSuccess: (rendered, template) => {
      setValues((current) => withTemplate(current, template.id, rendered));
      setProblem((current) => ({ ...current, missing: current.missing.filter((field) => field === 'recipient') }));
    },
  });
  const send = useCustomerAction((crm, body: SendEmailBody) => crm.sendEmail(body), {
    success: SEND_EMAIL.sent,
    failure: (error) => SEND_EMAIL.failed(userFacingMessage(error)),
    alsoInvalidates: ['email-templates'],
    onSuccess: onClose,
  });

  const chooseTemplate = (template: EmailTemplateView | null) => {
    if (template) fill.mutate(template);
    else setValues(withoutTemplate);
  };

  const check = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = sendEmailProblem(values);
    const missing = (['recipient', 'subject', 'content'] as const).filter((field) => values[field].trim() === '');
    setProblem({ missing, badRecipient: found === 'badRecipient' });
    if (found === 'missing') {
      toast(SEND_EMAIL.missingInformation, 'error');
      refs[missing[0]].current?.focus();
      return;
    }
    if (found === 'badRecipient') {
      refs.recipient.current?.focus();
      return;
    }
    setStep('check');
  };

  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={isPhone}>
      <Box
        component="form"
        noValidate
        onSubmit={
          step === 'write'
            ? check
            : (event: SyntheticEvent) => {
                event.preventDefault();
                send.mutate(toSendBody(customerId, values));
              }
        }
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{step === 'write' ? SEND_EMAIL.title : SEND_EMAIL.previewTitle}</DialogTitle>
        <DialogContent dividers={step === 'check'}>
          {step === 'write' ? (
            <>
              {!customerEmail && (
                <Alert severity="info" sx={{ mb: 1 }}>
                  {SEND_EMAIL.noCustomerEmail}
                </Alert>
              )}
              <SendEmailFields
                values={values}
                onChange={(changes) => {
                  setValues((current) => ({ ...current, ...changes }));
                  // A field marked as missing (or a wrong address) is no longer marked once it is edited.
                  setProblem((current) => ({
                    missing: current.missing.filter((field) => !(field in changes)),
                    badRecipient: current.badRecipient && !('recipient' in changes),
                  }));
                }}
                onChooseTemplate={chooseTemplate}
                isFilling={fill.isPending}
                fillError={fill.error ? (userFacingMessage(fill.error) ?? SEND_EMAIL.templatesFailed) : null}
                problem={problem}
                refs={refs}
              />
            </>
          ) : (
            <SendEmailPreview values={values} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            {SEND_EMAIL.cancel}
          </Button>
          {step === 'check' && (
            <Button onClick={() => setStep('write')} disabled={send.isPending}>
              {SEND_EMAIL.back}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={send.isPending || fill.isPending}>
            {step === 'write' ? SEND_EMAIL.preview : SEND_EMAIL.send}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};

/** Send Email: recipient, subject and message are required; the toasts say whether it went out. */
export const SendEmailDialog = ({ isOpen, ...props }: DialogProps) => (isOpen ? <SendEmailForm {...props} /> : null);
