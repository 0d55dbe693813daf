import { Link } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkBase } from 'react-admin';
import { CUSTOMER_DETAIL } from '../../../messages';
import { CUSTOMERS_PATH } from '../../../paths';

/** Back to the Lead Management list (/crm/customers). */
export const CustomersBackLink = () => (
  <Link component={LinkBase} to={CUSTOMERS_PATH} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
    <ArrowBackIcon fontSize="small" aria-hidden />
    {CUSTOMER_DETAIL.backToCustomers}
  </Link>
);
