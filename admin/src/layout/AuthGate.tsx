import { useEffect, useMemo, type ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { useAuthState, useLocation, useNavigate } from 'react-admin';
import { isSignedOut } from '../authProvider';
import { MessagePanel } from '../components/MessagePanel';
import { AUTH_REQUIRED, CHECKING_ACCESS, REDIRECT_DELAY_MS } from '../messages';
import { AuthenticationErrorPage } from '../pages/AuthenticationErrorPage';
import { DASHBOARD_PATHS, LOGIN_PATH } from '../paths';

/** The spinner shown while the current user is checked. */
const CheckingAccess = () => (
  <Box role="status" aria-label={CHECKING_ACCESS} sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <CircularProgress aria-hidden />
  </Box>
);

/** Where the sign-in page sends the user back to once signed in (LoginPage reads it). */
const useReturnState = () => {
  const { pathname, search } = useLocation();
  return useMemo(() => ({ nextPathname: pathname, nextSearch: search }), [pathname, search]);
};

/**
 * Signed out: the dashboard goes to the sign-in page at once; any other screen says
 * 'Authentication Required' / 'Please log in to access this page.' / 'Redirecting to login...' and
 * goes there after 1 second (where the sign-in page says it again).
 */
const SignedOut = () => {
  const navigate = useNavigate();
  const state = useReturnState();
  const isDashboard = DASHBOARD_PATHS.includes(state.nextPathname);

  useEffect(() => {
    if (isDashboard) return undefined;
    const timer = window.setTimeout(() => navigate(LOGIN_PATH, { replace: true, state }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isDashboard, navigate, state]);

  if (isDashboard) return <Navigate to={LOGIN_PATH} replace state={state} />;
  return (
    <Box component="main">
      <MessagePanel heading={AUTH_REQUIRED.heading} text={AUTH_REQUIRED.pleaseLogIn}>
        <Typography color="text.secondary">{AUTH_REQUIRED.text}</Typography>
      </MessagePanel>
    </Box>
  );
};

/**
 * Every CRM screen needs a signed-in user. The layout, and so every screen in it, mounts
 * only once the current user is known: a spinner meanwhile, the signed-out behaviour without one,
 * and the 'Authentication Error' screen when the check itself fails (server unreachable).
 */
export const AuthGate = ({ children }: { children: ReactNode }) => {
  const { authenticated, isPending, isFetching, error } = useAuthState(undefined, false);
  if (isPending || (isFetching && !authenticated)) return <CheckingAccess />;
  if (authenticated) return <>{children}</>;
  if (error && !isSignedOut(error)) return <AuthenticationErrorPage />;
  return <SignedOut />;
};
