import { useState } from 'react';
import { downloadSummaryBoxesPdf } from '../../../api/summaryBoxesPdf';

/** 'Download PDF' of the quotes' summary boxes, once the profile is saved; a failure is said in words. */
export function DownloadSummaryBoxes({ profileId, sessionId }: { profileId: string; sessionId: string }) {
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setStatus('busy');
    try {
      await downloadSummaryBoxesPdf(profileId, sessionId);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <p className="summary-box__download">
      <button type="button" className="button button--secondary" onClick={download} disabled={status === 'busy'}>
        Download PDF of your quotes’ summary boxes
      </button>
      <span role="status">{status === 'failed' ? 'The PDF could not be made. Please try again.' : ''}</span>
    </p>
  );
}
