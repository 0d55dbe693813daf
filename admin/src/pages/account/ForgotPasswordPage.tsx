import { useState, type FormEvent } from 'react';
import { Alert, Link, Stack, TextField } from '@mui/material';
import { LinkBase } from 'react-admin';
import { AccountLinkError, requestPasswordReset } from '../../accountLinks';
import { ACCOUNT_LINKS } from '../../messages';
import { LOGIN_PATH } from '../../paths';
import { SignInCard, SignInSubmit } from '../SignInCard';

/**
 * /crm/forgot-password (no session): asks for the email address and has a reset link sent. The
 * server answers the same whether or not the address has an account, and so does this screen.
 */
export const ForgotPasswordPage = () => {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (email.trim() === '') {
      setFieldError(ACCOUNT_LINKS.required);
      return;
    }
    setFieldError(null);
    setIsBusy(true);
    try {
      setSent((await requestPasswordReset(email.trim())).message);
    } catch (failure) {
      if (failure instanceof AccountLinkError && failure.status === 400) setFieldError(failure.fieldMessages.join('; ') || failure.message);
      else setError(failure instanceof AccountLinkError ? failure.message : ACCOUNT_LINKS.networkError);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <SignInCard title={ACCOUNT_LINKS.forgotTitle} subtitle={sent ? undefined : ACCOUNT_LINKS.forgotIntro}>
      {sent ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {sent}
          </Alert>
          <Link component={LinkBase} to={LOGIN_PATH} sx={{ alignSelf: 'center' }}>
            {ACCOUNT_LINKS.backToSignIn}
          </Link>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <TextField
            label={ACCOUNT_LINKS.email}
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={!!fieldError}
            helperText={fieldError ?? ' '}
            disabled={isBusy}
            fullWidth
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <SignInSubmit isBusy={isBusy}>{ACCOUNT_LINKS.forgotSubmit}</SignInSubmit>
          <Link component={LinkBase} to={LOGIN_PATH} sx={{ alignSelf: 'center' }}>
            {ACCOUNT_LINKS.backToSignIn}
          </Link>
        </Stack>
      )}
    </SignInCard>
  );
};
