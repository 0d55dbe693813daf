import { useState } from 'react';
import { Button } from '@mui/material';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider } from 'react-admin';
import type { EmailTemplateView } from '../../api/types';
import type { CrmDataProvider } from '../../dataProvider';
import { userFacingMessage } from '../../httpClient';
import { EMAIL_TEMPLATES } from '../../messages';
import { answerOf } from '../../useCrmQuery';
import { useToast } from '../../useToast';

/**
 * Admins switch an automated email off (after a confirmation naming when it is sent) or on again.
 * Pessimistic: the card changes once the server has answered; the server's refusal is shown.
 */
export const AutomationSwitch = ({ template }: { template: EmailTemplateView }) => {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const dataProvider = useDataProvider<CrmDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const change = useMutation({
    mutationFn: (isActive: boolean) => answerOf(dataProvider.switchEmailAutomation(template.id, isActive)),
    onSuccess: (answer) => toast(answer.isActive ? EMAIL_TEMPLATES.switchedOn : EMAIL_TEMPLATES.switchedOff),
    onError: (error) => toast(EMAIL_TEMPLATES.saveFailed(userFacingMessage(error)), 'error'),
    onSettled: () => {
      setIsConfirmOpen(false);
      void queryClient.invalidateQueries({ queryKey: ['email-templates'] });
    },
  });

  if (!template.canSwitch) return null;
  if (template.automation === 'off') {
    return (
      <Button
        size="small"
        startIcon={<NotificationsActiveIcon />}
        disabled={change.isPending}
        aria-label={`${EMAIL_TEMPLATES.switchOn} ${template.name}`}
        onClick={() => change.mutate(true)}
      >
        {EMAIL_TEMPLATES.switchOn}
      </Button>
    );
  }
  if (template.automation !== 'on') return null;
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<NotificationsOffIcon />}
        aria-haspopup="dialog"
        aria-label={`${EMAIL_TEMPLATES.switchOff} ${template.name}`}
        onClick={() => setIsConfirmOpen(true)}
      >
        {EMAIL_TEMPLATES.switchOff}
      </Button>
      <Confirm
        isOpen={isConfirmOpen}
        loading={change.isPending}
        title={EMAIL_TEMPLATES.switchOffTitle}
        content={EMAIL_TEMPLATES.switchOffQuestion(template.name, template.sentWhen ?? '')}
        confirm={EMAIL_TEMPLATES.switchOff}
        confirmColor="warning"
        onConfirm={() => change.mutate(false)}
        onClose={() => setIsConfirmOpen(false)}
      />
    </>
  );
};
