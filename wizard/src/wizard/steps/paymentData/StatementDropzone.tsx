import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { UPLOAD_TEXTS } from '../../messages';
import type { StatementResult } from '../../useWizardController';
import { UPLOAD_ACCEPT, validateStatementFile } from '../../validation';

type DropzoneStatus = 'idle' | 'drag-over' | 'loading' | 'uploaded' | 'error';

interface StatementDropzoneProps {
  businessProfileId: string | undefined;
  onAnalyse: (file: File, signal: AbortSignal) => Promise<StatementResult>;
}

/**
 * The statement upload: idle, drag-over, loading 'Analyzing document...', uploaded
 * 'File uploaded successfully!', error 'Upload Error' with Try Again. Only the first dropped
 * file is used; type and size are checked before anything is sent.
 */
export function StatementDropzone({ businessProfileId, onAnalyse }: StatementDropzoneProps) {
  const [status, setStatus] = useState<DropzoneStatus>('idle');
  const [fileName, setFileName] = useState('');
  const [message, setMessage] = useState('');
  const [summary, setSummary] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const dragDepth = useRef(0);
  const titleId = useId();

  useEffect(() => () => abortRef.current?.abort(), []);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    const problem = validateStatementFile(file, businessProfileId);
    if (problem) {
      setMessage(problem);
      setStatus('error');
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setStatus('loading');
    const result = await onAnalyse(file, controller.signal);
    if (controller.signal.aborted) return;
    if (result.isOk) {
      setSummary(result.summary);
      setStatus('uploaded');
    } else {
      setMessage(result.message);
      setStatus('error');
    }
  };

  const reset = () => {
    abortRef.current?.abort();
    setStatus('idle');
    setMessage('');
    setSummary(null);
    setFileName('');
    if (inputRef.current) inputRef.current.value = '';
  };

  const isBusy = status === 'loading';
  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    if (isBusy) return;
    dragDepth.current += 1;
    setStatus((current) => (current === 'idle' || current === 'error' || current === 'uploaded' ? 'drag-over' : current));
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = isBusy ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setStatus((current) => (current === 'drag-over' ? 'idle' : current));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    if (isBusy) return;
    void handleFile(event.dataTransfer.files[0]);
  };

  return (
    <section
      className={`dropzone dropzone--${status}`}
      data-testid="statement-dropzone"
      data-state={status}
      aria-labelledby={titleId}
      aria-busy={isBusy}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <input
        ref={inputRef}
        type="file"
        className="visually-hidden"
        accept={UPLOAD_ACCEPT}
        aria-label="Statement file"
        tabIndex={-1}
        data-testid="statement-file-input"
        onChange={(event) => void handleFile(event.target.files?.[0])}
      />
      {status === 'idle' || status === 'drag-over' ? (
        <>
          <span className="dropzone__icon" aria-hidden="true">
            ⇪
          </span>
          <h3 id={titleId} className="dropzone__title">
            {status === 'drag-over' ? 'Drop your statement here' : 'Upload your latest card statement'}
          </h3>
          <p className="dropzone__text">Drag and drop a PDF, JPG or PNG (up to 10 MB), and we fill in the figures for you.</p>
          <button type="button" className="button button--secondary" onClick={() => inputRef.current?.click()}>
            Choose file
          </button>
        </>
      ) : status === 'loading' ? (
        <div role="status" className="dropzone__status">
          <span className="spinner spinner--dark" aria-hidden="true" />
          <h3 id={titleId} className="dropzone__title">
            {UPLOAD_TEXTS.analysing}
          </h3>
          <p className="dropzone__text">{fileName}</p>
        </div>
      ) : status === 'uploaded' ? (
        <div role="status" className="dropzone__status">
          <span className="dropzone__icon dropzone__icon--ok" aria-hidden="true">
            ✓
          </span>
          <h3 id={titleId} className="dropzone__title">
            {UPLOAD_TEXTS.uploaded}
          </h3>
          <p className="dropzone__text">{fileName}</p>
          {summary && <p className="dropzone__summary">{summary}</p>}
          <p className="dropzone__text">Check the figures below and correct anything we misread.</p>
          <button type="button" className="button button--secondary" onClick={reset}>
            Upload Different File
          </button>
        </div>
      ) : (
        <div role="alert" className="dropzone__status">
          <span className="dropzone__icon dropzone__icon--error" aria-hidden="true">
            !
          </span>
          <h3 id={titleId} className="dropzone__title">
            {UPLOAD_TEXTS.errorTitle}
          </h3>
          <p className="dropzone__text">{message}</p>
          <button type="button" className="button button--secondary" onClick={reset}>
            Try Again
          </button>
        </div>
      )}
    </section>
  );
}
