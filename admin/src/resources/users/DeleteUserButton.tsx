import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useRecordContext, useRedirect } from 'react-admin';
import { userFacingMessage } from '../../httpClient';
import { USERS } from '../../messages';
import { isSameId, useCurrentUser } from '../../useCurrentUser';
import { useToast } from '../../useToast';
import type { UserRecord } from './types';

/**
 * Delete with a confirmation dialog, only once the server has answered (pessimistic).
 * Not offered on one's own account: nobody can delete themself.
 * afterDelete: where the user's own screen goes once it is deleted; in a list, nowhere (the list
 * stays where it is, the admin console's tab included, and shows the user gone).
 */
export const DeleteUserButton = ({ afterDelete }: { afterDelete?: string }) => {
  const record = useRecordContext<UserRecord>();
  const { user } = useCurrentUser();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<UserRecord>();
  const redirect = useRedirect();
  const toast = useToast();

  if (!record || !user || isSameId(record.id, user.id)) return null;

  const confirm = () =>
    deleteOne(
      'users',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setIsConfirmOpen(false);
          toast(USERS.deleted);
          if (afterDelete) redirect(afterDelete);
        },
        onError: (error) => {
          setIsConfirmOpen(false);
          toast(USERS.deleteFailed(userFacingMessage(error)), 'error');
        },
      },
    );

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={`Delete ${record.name}`}
        onClick={(event) => {
          event.stopPropagation();
          setIsConfirmOpen(true);
        }}
      >
        Delete
      </Button>
      <Confirm
        isOpen={isConfirmOpen}
        loading={isPending}
        title={USERS.deleteTitle}
        content={USERS.deleteQuestion(record.name)}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setIsConfirmOpen(false)}
      />
    </>
  );
};
