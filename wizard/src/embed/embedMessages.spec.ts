import { describe, expect, it } from '@jest/globals';
import {
  embedPageFor,
  heightMessage,
  isPrimaryActionText,
  primaryActionBottom,
  reportedHeight,
  scrollToTopMessage,
  shouldReportHeight,
  type ButtonCandidate,
} from './embedMessages';

const button = (text: string, bottom: number, extra: Partial<ButtonCandidate> = {}): ButtonCandidate => ({
  text,
  bottom,
  isVisible: true,
  isMarked: false,
  ...extra,
});

describe('shouldReportHeight', () => {
  it('always sends the first report', () => {
    expect(shouldReportHeight(null, 0)).toBe(true);
  });

  it('sends only changes of more than 50 px, up or down', () => {
    expect(shouldReportHeight(1000, 1050)).toBe(false);
    expect(shouldReportHeight(1000, 950)).toBe(false);
    expect(shouldReportHeight(1000, 1051)).toBe(true);
    expect(shouldReportHeight(1000, 949)).toBe(true);
  });
});

describe('embedPageFor', () => {
  it('tells the landing page, the wizard routes and the rest apart', () => {
    expect(embedPageFor('/')).toBe('landing');
    expect(embedPageFor('/comparison-tool')).toBe('wizard');
    expect(embedPageFor('/comparison-tool/')).toBe('wizard');
    expect(embedPageFor('/mobile-test')).toBe('wizard');
    expect(embedPageFor('/comparison-tool-original')).toBe('wizard');
    expect(embedPageFor('/pricing')).toBe('other');
  });
});

describe('isPrimaryActionText', () => {
  it('recognises the primary action labels', () => {
    for (const text of ['Submit', 'Continue', 'Next', 'Apply Now', 'Start Comparison', 'Get Started', 'Submitting...']) {
      expect(isPrimaryActionText(text)).toBe(true);
    }
  });

  it('ignores other buttons', () => {
    for (const text of ['Back', 'Show Details', 'Compare Rates Now', 'Upload Different File']) {
      expect(isPrimaryActionText(text)).toBe(false);
    }
  });
});

describe('primaryActionBottom', () => {
  it('answers the lowest visible primary button', () => {
    expect(primaryActionBottom([button('Back', 900), button('Next', 400), button('Continue', 800)])).toBe(800);
  });

  it('skips hidden buttons', () => {
    expect(primaryActionBottom([button('Continue', 800, { isVisible: false }), button('Next', 400)])).toBe(400);
  });

  it('prefers a marked button over text matches', () => {
    expect(primaryActionBottom([button('Processing...', 700, { isMarked: true }), button('Next', 400)])).toBe(700);
  });

  it('answers null when there is no primary button', () => {
    expect(primaryActionBottom([button('Back', 900)])).toBeNull();
    expect(primaryActionBottom([])).toBeNull();
  });
});

describe('reportedHeight', () => {
  it('adds 50 px to the landing page height', () => {
    expect(reportedHeight('landing', 2400, null)).toBe(2450);
  });

  it('uses the primary button bottom plus 50 px on the wizard', () => {
    expect(reportedHeight('wizard', 3000, 812.4)).toBe(863);
  });

  it('falls back to the document height on the wizard without a primary button', () => {
    expect(reportedHeight('wizard', 1200, null)).toBe(1200);
  });

  it('uses the plain document height elsewhere', () => {
    expect(reportedHeight('other', 640, 500)).toBe(640);
  });
});

describe('messages', () => {
  it('have the shapes the parent page reads', () => {
    expect(heightMessage(900)).toEqual({ type: 'height', height: 900 });
    expect(scrollToTopMessage()).toEqual({ type: 'scrollToTop', scrollToTop: true });
  });
});
