import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useNavigate } from 'react-admin';
import { userFacingMessage } from '../../../../httpClient';
import { CUSTOMER_DETAIL } from '../../../../messages';
import { CUSTOMERS_PATH } from '../../../../paths';
import { useCustomerAction } from '../useCustomerAction';

/**
 * Delete Customer: an irreversible-action confirmation, then back to the list.
 * Shown only when canAccess allows it (not for partners; the server refuses them too).
 */
export const DeleteCustomerButton = ({ customerId, businessName }: { customerId: string; businessName: string }) => {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const navigate = useNavigate();
  const action = useCustomerAction((dataProvider) => dataProvider.delete('customers', { id: customerId }), {
    success: CUSTOMER_DETAIL.customerDeleted,
    failure: (error) => CUSTOMER_DETAIL.deleteFailed(userFacingMessage(error)),
    alsoInvalidates: ['tasks'],
    refetch: 'none',
    onSuccess: () => navigate(CUSTOMERS_PATH),
  });

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setIsConfirmOpen(true)} aria-haspopup="dialog">
        Delete Customer
      </Button>
      <Confirm
        isOpen={isConfirmOpen}
        loading={action.isPending}
        title={CUSTOMER_DETAIL.deleteTitle}
        content={CUSTOMER_DETAIL.deleteQuestion(businessName)}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() => action.mutate(undefined, { onSettled: () => setIsConfirmOpen(false) })}
        onClose={() => setIsConfirmOpen(false)}
      />
    </>
  );
};
