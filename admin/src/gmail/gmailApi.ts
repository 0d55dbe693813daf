/** The signed-in user's own Gmail connection (spec §7 Gmail calls), through the shared httpClient (cookies, the server's message on errors). */
import type { GmailAuthUrl, GmailDisconnect, GmailStatus, GmailTestResult } from '../api/types';
import { CRM_API, httpClient } from '../httpClient';

const GMAIL_API = `${CRM_API}/gmail`;

export const fetchGmailStatus = async (): Promise<GmailStatus> => (await httpClient(`${GMAIL_API}/status`)).json as GmailStatus;

/** Google's consent page for this user (503 with the server's message when Gmail is not configured). */
export const fetchGmailAuthUrl = async (): Promise<GmailAuthUrl> => (await httpClient(`${GMAIL_API}/auth-url`)).json as GmailAuthUrl;

export const sendGmailTest = async (): Promise<GmailTestResult> => (await httpClient(`${GMAIL_API}/test`, { method: 'POST', body: '{}' })).json as GmailTestResult;

export const disconnectGmail = async (): Promise<GmailDisconnect> => (await httpClient(GMAIL_API, { method: 'DELETE' })).json as GmailDisconnect;
