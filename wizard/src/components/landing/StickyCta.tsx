import { Link } from 'react-router';
import { COMPARISON_TOOL_PATH, MAIN_CTA_LABEL } from '../../content/landing';

/**
 * The fixed bottom 'Compare Rates Now' button for small screens (under 640 px, by CSS); the
 * landing page renders it only while the hero button is out of view.
 */
export function StickyCta() {
  return (
    <div className="sticky-cta">
      <Link to={COMPARISON_TOOL_PATH} className="button button--cta button--block">
        {MAIN_CTA_LABEL}
      </Link>
    </div>
  );
}
