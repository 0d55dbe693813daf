import { CanAccess, Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AccessDeniedPage } from '../../../pages/AccessDeniedPage';
import { NotFoundPage } from '../../../pages/NotFoundPage';
import { CustomerDetailContent } from './CustomerDetailContent';
import { CustomerDetailError } from './CustomerDetailError';
import { CustomerDetailSkeleton } from './CustomerDetailSkeleton';
import { useCustomerDetail } from './useCustomerDetail';

/** Loading, not found (unknown, or another provider's for a partner: both 404), failed, or the customer. */
const CustomerDetailScreen = ({ customerId }: { customerId: string }) => {
  const { view, isPending, isNotFound, refetch } = useCustomerDetail(customerId);
  if (isPending) return <CustomerDetailSkeleton />;
  if (isNotFound) return <NotFoundPage />;
  if (!view) return <CustomerDetailError onRetry={refetch} />;
  return <CustomerDetailContent view={view} />;
};

/**
 * Customer detail at /crm/customers/{id} and /crm/customers/{id}/contact, for admins,
 * staff and partners (a partner only for its own provider's customers: the server decides).
 */
export const CustomerDetailPage = () => {
  const { id = '' } = useParams();
  return (
    <CanAccess resource="customers" action="show" loading={<Loading />} accessDenied={<AccessDeniedPage />}>
      {/* A new id is a new screen: no state (open tab, dialogs) carried over from the last customer. */}
      <CustomerDetailScreen key={id} customerId={id} />
    </CanAccess>
  );
};
