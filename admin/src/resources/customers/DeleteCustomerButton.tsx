import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useCanAccess, useDelete } from 'react-admin';
import type { CustomerRow } from '../../api/types';
import { userFacingMessage } from '../../httpClient';
import { CUSTOMERS } from '../../messages';
import { useToast } from '../../useToast';

/**
 * Deletes one customer after the irreversible-action dialog, once the server has
 * answered (pessimistic): 'Customer Deleted' / 'Delete Failed'. Not shown to partners
 * (canAccess; the server refuses them too).
 */
export const DeleteCustomerButton = ({ row }: { row: CustomerRow }) => {
  const { canAccess: canDelete } = useCanAccess({ resource: 'customers', action: 'delete' });
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<CustomerRow>();
  const toast = useToast();

  if (!canDelete) return null;
  const name = row.businessName || CUSTOMERS.unnamed;

  const confirm = () =>
    deleteOne(
      'customers',
      { id: row.id, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setIsConfirmOpen(false);
          toast(CUSTOMERS.deleted);
        },
        onError: (error) => {
          setIsConfirmOpen(false);
          toast(CUSTOMERS.deleteFailed(userFacingMessage(error)), 'error');
        },
      },
    );

  return (
    <>
      <Tooltip title={CUSTOMERS.deleteCustomer(name)}>
        <IconButton size="small" color="error" aria-label={CUSTOMERS.deleteCustomer(name)} onClick={() => setIsConfirmOpen(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={isConfirmOpen}
        loading={isPending}
        title={CUSTOMERS.deleteTitle}
        content={CUSTOMERS.deleteQuestion(name)}
        confirm={CUSTOMERS.deleteTitle}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setIsConfirmOpen(false)}
      />
    </>
  );
};
