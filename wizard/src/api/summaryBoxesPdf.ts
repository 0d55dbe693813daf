/**
 * Downloads the summary boxes of the visitor's quotes as a PDF (GET
 * /api/business-profiles/{id}/summary-boxes.pdf): the owner's session id travels in the
 * X-Session-Id header, so the file is fetched and handed to the browser as a download.
 */
import { apiErrorMessage, buildRequestInit } from './client';

export const SUMMARY_BOXES_FILENAME = 'quote-summary-boxes.pdf';

export async function downloadSummaryBoxesPdf(profileId: string, sessionId: string): Promise<void> {
  const response = await fetch(
    `/api/business-profiles/${encodeURIComponent(profileId)}/summary-boxes.pdf`,
    buildRequestInit('GET', undefined, { 'X-Session-Id': sessionId }),
  );
  if (!response.ok) throw new Error(apiErrorMessage(response.status, response.statusText, await response.text()));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = SUMMARY_BOXES_FILENAME;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
