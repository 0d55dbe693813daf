import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDeleteMany, useListContext } from 'react-admin';
import type { CustomerRow } from '../../api/types';
import { userFacingMessage } from '../../httpClient';
import { CUSTOMERS } from '../../messages';
import { useToast } from '../../useToast';

/**
 * Deletes the selected customers in ONE call (POST bulk-delete, all or nothing), after the
 * irreversible-action dialog: 'Customers Deleted: Successfully deleted {n} customers.' or
 * 'Bulk Delete Failed: Failed to delete customer(s): {message or Unknown error}'.
 * Shown by the table only to roles canAccess lets delete.
 */
export const BulkDeleteCustomersButton = () => {
  const { selectedIds, onUnselectItems } = useListContext<CustomerRow>();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany<CustomerRow>();
  const toast = useToast();
  const count = selectedIds.length;

  const confirm = () =>
    deleteMany(
      'customers',
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setIsConfirmOpen(false);
          onUnselectItems();
          toast(CUSTOMERS.bulkDeleted(count));
        },
        onError: (error) => {
          setIsConfirmOpen(false);
          toast(CUSTOMERS.bulkDeleteFailed(userFacingMessage(error)), 'error');
        },
      },
    );

  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setIsConfirmOpen(true)}>
        {CUSTOMERS.bulkDelete}
      </Button>
      <Confirm
        isOpen={isConfirmOpen}
        loading={isPending}
        title={CUSTOMERS.bulkDeleteTitle(count)}
        content={CUSTOMERS.bulkDeleteQuestion(count)}
        confirm={CUSTOMERS.bulkDeleteTitle(count)}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setIsConfirmOpen(false)}
      />
    </>
  );
};
