import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Link, Stack } from '@mui/material';
import { Form, LinkBase, PasswordInput, TextInput, useAuthProvider, useLocation, useNavigate } from 'react-admin';
import { NetworkError, type CurrentUser } from '../authProvider';
import { AUTH_REQUIRED, LOGIN, REDIRECT_DELAY_MS } from '../messages';
import { DASHBOARD_PATHS, FORGOT_PASSWORD_PATH } from '../paths';
import { useToast } from '../useToast';
import { SignInCard, SignInSubmit } from './SignInCard';

interface Credentials {
  email: string;
  password: string;
}

// Both fields are required. A plain validator, not required(), so the labels stay
// exactly 'Email' and 'Password' (no asterisk) on this two-field form.
const filled = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? undefined : 'ra.validation.required');

/** Where react-admin wanted to go before it sent the visitor here, else the dashboard. */
const nextPath = (state: unknown): string => {
  if (state && typeof state === 'object' && 'nextPathname' in state) {
    const { nextPathname, nextSearch } = state as { nextPathname?: unknown; nextSearch?: unknown };
    if (typeof nextPathname === 'string' && nextPathname !== '/login') {
      return nextPathname + (typeof nextSearch === 'string' ? nextSearch : '');
    }
  }
  return '/';
};

/** True when the visitor was sent here from a screen other than the dashboard (AuthGate's signed-out redirect). */
const cameFromScreen = (state: unknown): boolean =>
  !!state &&
  typeof state === 'object' &&
  'nextPathname' in state &&
  typeof state.nextPathname === 'string' &&
  state.nextPathname !== '/login' &&
  !DASHBOARD_PATHS.includes(state.nextPathname);

/** Sign-in at /crm/login; sent here from a screen, it says 'Please log in to access this page.'. */
export const LoginPage = () => {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const submit = async (values: Record<string, unknown>) => {
    if (!authProvider) return;
    const { email, password } = values as unknown as Credentials;
    setIsBusy(true);
    try {
      const result = (await authProvider.login({ email: email.trim(), password })) as { user: CurrentUser };
      // Forget the signed-out answers of the access checks, so the screens check again.
      queryClient.removeQueries({ queryKey: ['auth'] });
      toast(LOGIN.welcome(result.user.name));
      const target = nextPath(location.state);
      redirectTimer.current = window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      setIsBusy(false);
      if (error instanceof NetworkError) toast(LOGIN.networkError, 'error');
      else toast(LOGIN.failed(error instanceof Error ? error.message : undefined), 'error');
    }
  };

  return (
    <SignInCard title={LOGIN.title} subtitle={LOGIN.subtitle}>
      {cameFromScreen(location.state) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {AUTH_REQUIRED.pleaseLogIn}
        </Alert>
      )}
      <Form onSubmit={submit} noValidate disableInvalidFormNotification>
        <TextInput source="email" label={LOGIN.email} type="email" autoComplete="username" autoFocus validate={filled} disabled={isBusy} fullWidth />
        <PasswordInput source="password" label={LOGIN.password} autoComplete="current-password" validate={filled} disabled={isBusy} fullWidth />
        <Stack spacing={2} sx={{ mt: 1 }}>
          <SignInSubmit isBusy={isBusy}>{LOGIN.submit}</SignInSubmit>
          <Link component={LinkBase} to={FORGOT_PASSWORD_PATH} sx={{ alignSelf: 'center' }}>
            {LOGIN.forgotPassword}
          </Link>
          {/* The public site is another app: a plain link, not a router link. */}
          <Link href="/" sx={{ alignSelf: 'center' }}>
            {LOGIN.backHome}
          </Link>
        </Stack>
      </Form>
    </SignInCard>
  );
};
