import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PASSWORD_RULES, passwordProblem } from '@domain/password-rules';
import { AccountLinkError, checkAccountLink, setPasswordFromLink, type AccountLinkView } from '../../accountLinks';
import { ACCOUNT_LINKS } from '../../messages';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, SET_PASSWORD_TOKEN_PARAM } from '../../paths';
import { SignInCard, SignInSubmit } from '../SignInCard';

type LinkState =
  | { kind: 'checking' }
  | { kind: 'ready'; link: AccountLinkView }
  | { kind: 'unusable'; message: string }
  | { kind: 'done'; email: string }
  | { kind: 'failed'; message: string };

/**
 * /crm/set-password?token=… (no session), opened from an invitation or a password reset email:
 * the link is checked first (expired, used or replaced links say so at once), then the new
 * password is chosen twice and held to the users' password rule before it is sent.
 */
export const SetPasswordPage = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(SET_PASSWORD_TOKEN_PARAM) ?? '';
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    if (!token) {
      setState({ kind: 'unusable', message: ACCOUNT_LINKS.noToken });
      return undefined;
    }
    checkAccountLink(token).then(
      (link) => isCurrent && setState({ kind: 'ready', link }),
      (failure: unknown) =>
        isCurrent &&
        setState(
          failure instanceof AccountLinkError && (failure.status === 400 || failure.status === 410)
            ? { kind: 'unusable', message: failure.message }
            : { kind: 'failed', message: failure instanceof AccountLinkError ? failure.message : ACCOUNT_LINKS.networkError },
        ),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      password: password === '' ? ACCOUNT_LINKS.required : (passwordProblem(password) ?? undefined),
      confirm: confirm === '' ? ACCOUNT_LINKS.required : confirm !== password ? ACCOUNT_LINKS.mismatch : undefined,
    };
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    setIsBusy(true);
    try {
      const result = await setPasswordFromLink(token, password);
      setState({ kind: 'done', email: result.email });
    } catch (failure) {
      if (failure instanceof AccountLinkError && failure.status === 400 && failure.fieldMessages.length > 0) {
        setErrors({ password: failure.fieldMessages.join('; ') });
      } else if (failure instanceof AccountLinkError && (failure.status === 400 || failure.status === 410)) {
        setState({ kind: 'unusable', message: failure.message });
      } else {
        setErrors({ password: failure instanceof AccountLinkError ? failure.message : ACCOUNT_LINKS.networkError });
      }
    } finally {
      setIsBusy(false);
    }
  };

  if (state.kind === 'checking') {
    return (
      <SignInCard title={ACCOUNT_LINKS.setTitle}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={18} aria-hidden />
          <Typography>{ACCOUNT_LINKS.checking}</Typography>
        </Stack>
      </SignInCard>
    );
  }

  if (state.kind !== 'ready') {
    const isDone = state.kind === 'done';
    return (
      <SignInCard title={ACCOUNT_LINKS.setTitle}>
        <Stack spacing={2}>
          <Alert severity={isDone ? 'success' : 'error'} role={isDone ? 'status' : 'alert'}>
            {isDone ? ACCOUNT_LINKS.setDone : state.message}
          </Alert>
          {isDone ? (
            <Button component={LinkBase} to={LOGIN_PATH} variant="contained" fullWidth>
              {ACCOUNT_LINKS.signIn}
            </Button>
          ) : (
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
              <Link component={LinkBase} to={FORGOT_PASSWORD_PATH}>
                {ACCOUNT_LINKS.requestNewLink}
              </Link>
              <Link component={LinkBase} to={LOGIN_PATH}>
                {ACCOUNT_LINKS.backToSignIn}
              </Link>
            </Stack>
          )}
        </Stack>
      </SignInCard>
    );
  }

  const { link } = state;
  return (
    <SignInCard
      title={ACCOUNT_LINKS.setTitle}
      subtitle={link.purpose === 'invite' ? ACCOUNT_LINKS.setIntroInvite(link.email) : ACCOUNT_LINKS.setIntroReset(link.email)}
    >
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {/* The account's name, for password managers. */}
        <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <TextField
          label={ACCOUNT_LINKS.newPassword}
          type="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={!!errors.password}
          helperText={errors.password ?? ACCOUNT_LINKS.passwordHint(PASSWORD_RULES.minLength)}
          disabled={isBusy}
          fullWidth
        />
        <TextField
          label={ACCOUNT_LINKS.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={!!errors.confirm}
          helperText={errors.confirm ?? ' '}
          disabled={isBusy}
          fullWidth
        />
        <SignInSubmit isBusy={isBusy}>{ACCOUNT_LINKS.setSubmit}</SignInSubmit>
      </Stack>
    </SignInCard>
  );
};
