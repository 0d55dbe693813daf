import { STATEMENT_FIGURE_LABELS, type FigureChecks } from '../../statementReview';

/** The figures the statement reading asks the visitor to check, each named; nothing when all agree. */
export function StatementChecks({ checks }: { checks: FigureChecks }) {
  if (checks.length === 0) return null;
  return (
    <section className="statement-checks" aria-labelledby="statement-checks-title" data-testid="statement-checks">
      <h3 id="statement-checks-title" className="section-heading">
        Please check these figures
      </h3>
      <ul>
        {checks.map((check) => (
          <li key={check.field}>
            <strong>{STATEMENT_FIGURE_LABELS[check.field]}:</strong> {check.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
