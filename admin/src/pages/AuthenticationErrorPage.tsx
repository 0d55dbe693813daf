import { useEffect } from 'react';
import { Button } from '@mui/material';
import { useLogout } from 'react-admin';
import { MessagePanel } from '../components/MessagePanel';
import { AUTH_ERROR, REDIRECT_DELAY_MS } from '../messages';

/** Shown when the access check itself fails; signs out and goes to /crm/login after 1 s. */
export const AuthenticationErrorPage = () => {
  const logout = useLogout();
  useEffect(() => {
    const timer = window.setTimeout(() => void logout(null, undefined, false), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [logout]);

  return (
    <MessagePanel heading={AUTH_ERROR.heading} text={AUTH_ERROR.text}>
      <Button variant="contained" onClick={() => void logout(null, undefined, false)}>
        {AUTH_ERROR.button}
      </Button>
    </MessagePanel>
  );
};
