import { forwardRef, useState } from 'react';
import type { ComparedProvider, Terminal } from '../../../api/types';
import { Modal } from '../../../components/Modal';
import type { TerminalsEntry } from '../../useWizardController';
import { TerminalCard, terminalTypeLabel } from './TerminalCard';
import { TerminalImage } from './TerminalImage';

interface TerminalSectionProps {
  provider: ComparedProvider;
  entry: TerminalsEntry | undefined;
  selectedTerminalId: number | null;
  onSelect: (terminal: Terminal) => void;
  onRetry: () => void;
}

/** The selected provider's terminals, below the carousel; a terminal image opens a 1.5x zoom. */
export const TerminalSection = forwardRef<HTMLElement, TerminalSectionProps>(function TerminalSection(
  { provider, entry, selectedTerminalId, onSelect, onRetry },
  ref,
) {
  const [zoomed, setZoomed] = useState<Terminal | null>(null);
  return (
    <section ref={ref} className="terminal-section" aria-labelledby="terminal-section-title" data-testid="terminal-section">
      <h3 id="terminal-section-title" className="section-heading" tabIndex={-1}>
        Choose your terminal
      </h3>
      <p className="terminal-section__intro">Terminals offered by {provider.name}.</p>
      {!entry || entry.status === 'loading' ? (
        <p role="status" className="terminal-section__status">
          <span className="spinner spinner--dark" aria-hidden="true" /> Loading terminals...
        </p>
      ) : entry.status === 'error' ? (
        <div role="alert" className="terminal-section__status">
          <p>The terminals could not be loaded.</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : entry.terminals.length === 0 ? (
        <p className="terminal-section__status">{provider.name} has no terminals listed at the moment. Please choose another provider.</p>
      ) : (
        <ul className="terminal-grid">
          {entry.terminals.map((terminal) => (
            <li key={terminal.id}>
              <TerminalCard
                terminal={terminal}
                isSelected={terminal.id === selectedTerminalId}
                onSelect={() => onSelect(terminal)}
                onZoom={() => setZoomed(terminal)}
              />
            </li>
          ))}
        </ul>
      )}
      <Modal isOpen={zoomed !== null} onClose={() => setZoomed(null)} title={zoomed?.name ?? 'Terminal'} className="zoom-modal">
        {zoomed && (
          <>
            <div className="zoom-modal__frame">
              <div className="zoom-modal__image" data-testid="terminal-zoom-image">
                <TerminalImage src={zoomed.imageUrl} type={zoomed.type} />
              </div>
            </div>
            <p className="zoom-modal__caption">
              {terminalTypeLabel(zoomed.type)}
              {zoomed.detailedDescription ? ` · ${zoomed.detailedDescription}` : ''}
            </p>
            <div className="modal__actions">
              <button type="button" className="button button--primary" onClick={() => setZoomed(null)}>
                Close
              </button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
});
