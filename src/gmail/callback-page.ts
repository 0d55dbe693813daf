import { escapeHtml } from '../mail/template-render';

/** What the Gmail callback shows in the authorization popup. */
export interface CallbackOutcome {
  isSuccess: boolean;
  /** The HTTP status of the page. */
  status: number;
  title: string;
  message: string;
}

/** The small script of the page (served from our own origin: the Content-Security-Policy allows no inline script). */
export const CALLBACK_SCRIPT_PATH = '/api/crm/gmail/callback.js';

/**
 * Tells the window that opened the popup (when the browser kept the link) and closes the popup
 * after a success; the status polling of the back-office notices the connection either way.
 */
export const CALLBACK_SCRIPT = `(function () {
  var result = document.body.getAttribute('data-result');
  try {
    if (window.opener) window.opener.postMessage({ type: 'gmail-authorization', success: result === 'success' }, window.location.origin);
  } catch (e) {}
  if (result === 'success') setTimeout(function () { window.close(); }, 1500);
})();
`;

/** A complete, self-contained HTML page (inline styles only; every text escaped). */
export function callbackPage(outcome: CallbackOutcome): string {
  const colour = outcome.isSuccess ? '#065f46' : '#991b1b';
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(outcome.title)}</title>
</head>
<body data-result="${outcome.isSuccess ? 'success' : 'failure'}" style="font-family:Arial,Helvetica,sans-serif;margin:0;padding:32px;color:#111827;">
<main style="max-width:480px;margin:0 auto;">
<h1 style="font-size:22px;color:${colour};">${escapeHtml(outcome.title)}</h1>
<p>${escapeHtml(outcome.message)}</p>
<p>${outcome.isSuccess ? 'This window closes by itself; if it does not, you can close it.' : 'You can close this window.'}</p>
</main>
<script src="${CALLBACK_SCRIPT_PATH}"></script>
</body>
</html>
`;
}

export function success(message: string): CallbackOutcome {
  return { isSuccess: true, status: 200, title: 'Gmail Authorization Complete', message };
}

export function failure(message: string, status = 400): CallbackOutcome {
  return { isSuccess: false, status, title: 'Authorization Failed', message };
}
