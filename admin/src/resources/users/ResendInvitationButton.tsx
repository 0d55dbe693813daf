import { useState } from 'react';
import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { CrmDataProvider } from '../../dataProvider';
import { userFacingMessage } from '../../httpClient';
import { USERS } from '../../messages';
import { useToast } from '../../useToast';
import type { UserRecord } from './types';

/** 'Resend invitation', for a user who has not set a password yet: a new link, the earlier one stops working. */
export const ResendInvitationButton = () => {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<CrmDataProvider>();
  const toast = useToast();
  const [isBusy, setIsBusy] = useState(false);

  if (!record?.invitationPending) return null;

  const resend = async () => {
    setIsBusy(true);
    try {
      const { data } = await dataProvider.resendInvitation(record.id);
      toast(USERS.invitationSent(data.email));
    } catch (error) {
      toast(USERS.invitationFailed(userFacingMessage(error)), 'error');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={<SendIcon />}
      aria-label={`${USERS.resendInvitation} to ${record.name}`}
      disabled={isBusy}
      onClick={(event) => {
        event.stopPropagation();
        void resend();
      }}
    >
      {USERS.resendInvitation}
    </Button>
  );
};
