import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import { Confirm, useDelete, useUpdate } from 'react-admin';
import type { EmailTemplateView } from '../../api/types';
import { userFacingMessage } from '../../httpClient';
import { EMAIL_TEMPLATES } from '../../messages';
import { useToast } from '../../useToast';

/**
 * Deactivate (after a confirmation) or bring back a manual template. DELETE deactivates on the
 * server, never erases: the emails sent with it keep naming it. Pessimistic: the card changes once
 * the server has answered.
 */
export const TemplateActiveButton = ({ template }: { template: EmailTemplateView }) => {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [deactivate, { isPending: isDeactivating }] = useDelete<EmailTemplateView>();
  const [update, { isPending: isUpdating }] = useUpdate<EmailTemplateView>();
  const toast = useToast();
  const failed = (error: unknown) => toast(EMAIL_TEMPLATES.saveFailed(userFacingMessage(error)), 'error');

  if (!template.isActive) {
    return (
      <Button
        size="small"
        startIcon={<RestoreIcon />}
        disabled={isUpdating}
        aria-label={`${EMAIL_TEMPLATES.reactivate} ${template.name}`}
        onClick={() =>
          update(
            'email-templates',
            { id: template.id, data: { isActive: true }, previousData: template },
            { mutationMode: 'pessimistic', onSuccess: () => toast(EMAIL_TEMPLATES.reactivated), onError: failed },
          )
        }
      >
        {EMAIL_TEMPLATES.reactivate}
      </Button>
    );
  }

  const confirm = () =>
    deactivate(
      'email-templates',
      { id: template.id, previousData: template },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setIsConfirmOpen(false);
          toast(EMAIL_TEMPLATES.deactivated);
        },
        onError: (error) => {
          setIsConfirmOpen(false);
          failed(error);
        },
      },
    );

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<BlockIcon />}
        aria-haspopup="dialog"
        aria-label={`${EMAIL_TEMPLATES.deactivate} ${template.name}`}
        onClick={() => setIsConfirmOpen(true)}
      >
        {EMAIL_TEMPLATES.deactivate}
      </Button>
      <Confirm
        isOpen={isConfirmOpen}
        loading={isDeactivating}
        title={EMAIL_TEMPLATES.deactivateTitle}
        content={EMAIL_TEMPLATES.deactivateQuestion(template.name)}
        confirm={EMAIL_TEMPLATES.deactivate}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setIsConfirmOpen(false)}
      />
    </>
  );
};
