import type { Terminal } from '../../../api/types';
import { formatGBP } from '../../../format';
import { CONNECTIVITY_OPTIONS, labelOf } from '@domain/vocabulary/wizard-options';
import { selectableCard } from './selectableCard';
import { TerminalImage } from './TerminalImage';

const TYPE_LABELS: Record<string, string> = {
  countertop: 'Countertop',
  portable: 'Portable',
  mobile: 'Mobile',
  smart: 'Smart terminal',
  epos: 'EPOS',
  gateway: 'Online gateway',
};

export function terminalTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type;
}

interface TerminalCardProps {
  terminal: Terminal;
  isSelected: boolean;
  onSelect: () => void;
  onZoom: () => void;
}

/** A terminal of the selected provider; selectable by click, Enter or Space; its image opens a zoom. */
export function TerminalCard({ terminal, isSelected, onSelect, onZoom }: TerminalCardProps) {
  const features = (terminal.features ?? []).slice(0, 4);
  const connectivity = (terminal.connectivity ?? []).map((value) => labelOf(CONNECTIVITY_OPTIONS, value));
  return (
    <article
      className={`terminal-card ${isSelected ? 'terminal-card--selected' : ''}`}
      data-testid="terminal-card"
      data-terminal-id={terminal.id}
      data-selected={isSelected}
      aria-label={terminal.name}
      tabIndex={0}
      {...selectableCard(onSelect)}
    >
      <button type="button" className="terminal-card__image" onClick={onZoom} aria-label={`Enlarge image of ${terminal.name}`}>
        <TerminalImage src={terminal.imageUrl} type={terminal.type} />
      </button>
      <div className="terminal-card__body">
        <div className="terminal-card__head">
          <h4 className="terminal-card__name">{terminal.name}</h4>
          {terminal.isRecommended && <span className="badge badge--best">Recommended</span>}
          {isSelected && <span className="selected-tag">Selected</span>}
        </div>
        <p className="terminal-card__type">{terminalTypeLabel(terminal.type)}</p>
        <dl className="terminal-card__prices">
          <div>
            <dt>Monthly rental</dt>
            <dd>{formatGBP(terminal.monthlyRental ?? 0)}</dd>
          </div>
          <div>
            <dt>Setup fee</dt>
            <dd>{formatGBP(terminal.setupFee ?? 0)}</dd>
          </div>
        </dl>
        {terminal.description && <p className="terminal-card__description">{terminal.description}</p>}
        {features.length > 0 && (
          <ul className="terminal-card__features">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
        {connectivity.length > 0 && <p className="terminal-card__connectivity">Connectivity: {connectivity.join(', ')}</p>}
        {terminal.hasHigherTransactionFees && (
          <p className="terminal-card__warning">{terminal.lowVolumeWarning ?? 'Higher transaction fees apply with this terminal.'}</p>
        )}
        <button
          type="button"
          className={`button ${isSelected ? 'button--cta' : 'button--secondary'} button--block`}
          aria-pressed={isSelected}
          onClick={onSelect}
        >
          {isSelected ? 'Selected' : 'Select'}
          <span className="visually-hidden"> {terminal.name}</span>
        </button>
      </div>
    </article>
  );
}
