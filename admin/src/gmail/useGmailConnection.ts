import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { isSignedOut } from '../authProvider';
import type { CrmDataProvider } from '../dataProvider';
import { userFacingMessage } from '../httpClient';
import { GMAIL } from '../messages';
import { answerOf } from '../useCrmQuery';
import { useToast } from '../useToast';
import { AUTHORIZING_LIMIT_MS, authorizationMessage, authorizationProgress, gmailPollInterval } from './gmailPolling';

export const GMAIL_STATUS_KEY = ['gmail', 'status'] as const;

/** The popup's size: Google's consent page fits it on a laptop. */
const POPUP_FEATURES = 'popup,width=520,height=680';

/**
 * The signed-in user's Gmail connection: its status (polled every 5 s, every 2 s while an
 * authorization is under way, for at most 300 s), Connect (Google's consent page in a popup),
 * the test email and Disconnect, each with its toasts. The calls are the data
 * provider's (a 401 or 403 signs the user out there, and no failure toast follows).
 */
export const useGmailConnection = () => {
  const queryClient = useQueryClient();
  const toast = useToast();
  const dataProvider = useDataProvider<CrmDataProvider>();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const isAuthorizing = startedAt !== null;

  const status = useQuery({
    queryKey: GMAIL_STATUS_KEY,
    queryFn: () => answerOf(dataProvider.getGmailStatus()),
    refetchInterval: gmailPollInterval(isAuthorizing),
  });
  const refreshStatus = useCallback(() => queryClient.invalidateQueries({ queryKey: GMAIL_STATUS_KEY }), [queryClient]);

  // Each new status: has the authorization under way finished?
  useEffect(() => {
    if (startedAt === null || !status.data) return;
    if (authorizationProgress(status.data, startedAt, Date.now()) === 'complete') {
      setStartedAt(null);
      toast(GMAIL.authorizationComplete);
    }
  }, [status.data, status.dataUpdatedAt, startedAt, toast]);

  // At most 300 s of waiting.
  useEffect(() => {
    if (startedAt === null) return undefined;
    const timer = setTimeout(
      () => {
        setStartedAt(null);
        toast(GMAIL.authorizationTimedOut, 'error');
      },
      Math.max(0, startedAt + AUTHORIZING_LIMIT_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [startedAt, toast]);

  // The popup tells this window how it went when the browser kept the link between them. The
  // site's Cross-Origin-Opener-Policy (same-origin) usually cuts it once the popup has been to
  // Google: then the status polling notices a connection, and a refusal is read in the popup
  // (the panel's hint says to close it and choose Cancel).
  useEffect(() => {
    if (startedAt === null) return undefined;
    const listen = (event: MessageEvent) => {
      const message = authorizationMessage(event.data, event.origin, window.location.origin);
      if (!message) return;
      if (message.success) void refreshStatus();
      else {
        setStartedAt(null);
        toast(GMAIL.authorizationRefused, 'error');
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [startedAt, refreshStatus, toast]);

  /** Opens the popup at once (inside the click, so no pop-up blocker stops it), then sends it to Google. */
  const connect = async () => {
    const popup = window.open('', 'gmail-authorization', POPUP_FEATURES);
    if (!popup) {
      toast(GMAIL.authorizationFailed(GMAIL.popupBlocked), 'error');
      return;
    }
    try {
      const { authUrl } = await answerOf(dataProvider.getGmailAuthUrl());
      popup.location.href = authUrl;
      setStartedAt(Date.now());
    } catch (error) {
      popup.close();
      if (!isSignedOut(error)) toast(GMAIL.authorizationFailed(userFacingMessage(error)), 'error');
    }
  };

  const test = useMutation({
    mutationFn: () => answerOf(dataProvider.sendGmailTest()),
    onSuccess: (result) => {
      if (result.success) toast(GMAIL.testSent(result.sentTo));
      else toast(GMAIL.testFailed(result.error), 'error');
      void refreshStatus();
    },
    onError: (error) => {
      if (!isSignedOut(error)) toast(GMAIL.testFailed(userFacingMessage(error)), 'error');
    },
  });

  const disconnect = useMutation({
    mutationFn: () => answerOf(dataProvider.disconnectGmail()),
    onSuccess: async () => {
      toast(GMAIL.disconnected);
      await refreshStatus();
    },
    onError: (error) => {
      if (!isSignedOut(error)) toast(GMAIL.disconnectFailed, 'error');
    },
  });

  return {
    status: status.data,
    hasFailed: !!status.error && !status.data,
    retry: () => void status.refetch(),
    isAuthorizing,
    connect: () => void connect(),
    cancelAuthorization: () => setStartedAt(null),
    test,
    disconnect,
  };
};
