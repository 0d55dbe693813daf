import { describe, expect, it } from '@jest/globals';
import { cardWidthFor, counterText, featurePreview, indexFromScroll, providerBadges, scrollLeftFor } from './carousel';
import { forwardLabel, isBackDisabled } from './navigation';
import { PROCESSING_STAGES, PROCESSING_TOTAL_MS, processingCopy, stageStatuses } from './processing';

describe('navigation labels', () => {
  it('follows the step and what the wizard waits for', () => {
    expect(forwardLabel(1, 'idle', false)).toBe('Continue');
    expect(forwardLabel(1, 'savingProfile', false)).toBe('Processing...');
    expect(forwardLabel(2, 'idle', false)).toBe('Continue');
    expect(forwardLabel(3, 'comparing', false)).toBe('Analyzing...');
    expect(forwardLabel(4, 'idle', false)).toBe('Select Provider & Terminal');
    expect(forwardLabel(4, 'idle', true)).toBe('Apply Now');
    expect(forwardLabel(5, 'idle', true)).toBeNull();
  });

  it('disables Back on step 1', () => {
    expect(isBackDisabled(1, 'idle')).toBe(true);
    expect(isBackDisabled(2, 'idle')).toBe(false);
    expect(isBackDisabled(3, 'comparing')).toBe(true);
  });
});

describe('processing overlay', () => {
  it('has the four timed stages', () => {
    expect(PROCESSING_STAGES.map((stage) => [stage.label, stage.durationMs])).toEqual([
      ['Analyzing Business Data', 2000],
      ['Calculating Costs', 3000],
      ['Matching Providers', 3000],
      ['Generating Quotes', 1000],
    ]);
    expect(PROCESSING_TOTAL_MS).toBe(9000);
  });

  it('shows each stage as processing, then complete', () => {
    expect(stageStatuses(0)).toEqual(['processing', 'pending', 'pending', 'pending']);
    expect(stageStatuses(2500)).toEqual(['complete', 'processing', 'pending', 'pending']);
    expect(stageStatuses(8500)).toEqual(['complete', 'complete', 'complete', 'processing']);
    expect(stageStatuses(9000)).toEqual(['complete', 'complete', 'complete', 'complete']);
  });

  it("says 'Processing...' on mobile", () => {
    expect(processingCopy(true)).toBe('Processing...');
    expect(processingCopy(false)).toBe('This usually takes 15-20 seconds');
  });
});

describe('provider carousel', () => {
  it('sizes cards 340, 290 on mobile, 280 compact', () => {
    expect(cardWidthFor(1280)).toBe(340);
    expect(cardWidthFor(640)).toBe(340);
    expect(cardWidthFor(639)).toBe(290);
    expect(cardWidthFor(480)).toBe(290);
    expect(cardWidthFor(359)).toBe(280);
  });

  it('counts the card at the scroll position', () => {
    expect(indexFromScroll(0, 340, 5)).toBe(0);
    expect(indexFromScroll(352, 340, 5)).toBe(1);
    expect(indexFromScroll(10000, 340, 5)).toBe(4);
    expect(scrollLeftFor(2, 290)).toBe(604);
    expect(counterText(0, 22)).toBe('1 of 22');
  });

  it('shows 4 features, then +N more', () => {
    expect(featurePreview(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], moreCount: 2 });
    expect(featurePreview(['a'])).toEqual({ shown: ['a'], moreCount: 0 });
  });

  it('lists the badges with the match percentage', () => {
    expect(providerBadges({ badges: ['Top Choice', 'CHEAPEST'], matchScore: 86 })).toEqual(['CHEAPEST', '86% match', 'Top Choice']);
    expect(providerBadges({ badges: ['BEST MATCH'], matchScore: 92 })).toEqual(['BEST MATCH', '92% match']);
  });
});
