import { useEffect } from 'react';
import { Button } from '@mui/material';
import { LinkBase, useNavigate } from 'react-admin';
import { MessagePanel } from '../components/MessagePanel';
import { ACCESS_DENIED, REDIRECT_DELAY_MS } from '../messages';
import { DASHBOARD_PATH } from '../paths';

/** Shown by react-admin when canAccess refuses a screen; back to the dashboard after 1 s. */
export const AccessDeniedPage = () => {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(DASHBOARD_PATH, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <MessagePanel heading={ACCESS_DENIED.heading} text={ACCESS_DENIED.text}>
      <Button variant="contained" component={LinkBase} to={DASHBOARD_PATH}>
        {ACCESS_DENIED.button}
      </Button>
    </MessagePanel>
  );
};
