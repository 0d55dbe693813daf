/** Provider and Terminal as selected or not, and 'Ready to apply!' when both are chosen. */
export function SelectionStatusBar({ providerName, terminalName }: { providerName: string | null; terminalName: string | null }) {
  const isReady = providerName !== null && terminalName !== null;
  return (
    <div className={`selection-status ${isReady ? 'selection-status--ready' : ''}`} role="status" data-testid="selection-status">
      <span className="selection-status__item">
        Provider: <strong>{providerName ?? 'Not selected'}</strong>
      </span>
      <span className="selection-status__item">
        Terminal: <strong>{terminalName ?? 'Not selected'}</strong>
      </span>
      {isReady && <span className="selection-status__ready">Ready to apply!</span>}
    </div>
  );
}
