import { describe, expect, it } from '@jest/globals';
import { WIZARD_STEP_COUNT, minutesLeft, progressPercent, stepLabel, timeLeftText } from './progress';

describe('progress banner texts', () => {
  it('has five steps', () => {
    expect(WIZARD_STEP_COUNT).toBe(5);
  });

  it('labels the step', () => {
    expect(stepLabel(1, 5)).toBe('Step 1 of 5');
    expect(stepLabel(5, 5)).toBe('Step 5 of 5');
  });

  it('counts one minute per remaining step', () => {
    expect([1, 2, 3, 4, 5].map((step) => minutesLeft(step, 5))).toEqual([4, 3, 2, 1, 0]);
    expect(timeLeftText(1, 5)).toBe('About 4 minutes left');
    expect(timeLeftText(3, 5)).toBe('About 2 minutes left');
  });

  it("says 'About 1 minute left' when one or fewer steps remain", () => {
    expect(timeLeftText(4, 5)).toBe('About 1 minute left');
    expect(timeLeftText(5, 5)).toBe('About 1 minute left');
  });

  it('fills the bar in proportion to the step', () => {
    expect(progressPercent(1, 5)).toBe(20);
    expect(progressPercent(3, 5)).toBe(60);
    expect(progressPercent(5, 5)).toBe(100);
  });

  it('keeps out-of-range steps inside 1..total', () => {
    expect(stepLabel(0, 5)).toBe('Step 1 of 5');
    expect(stepLabel(9, 5)).toBe('Step 5 of 5');
    expect(progressPercent(9, 5)).toBe(100);
    expect(timeLeftText(-3, 5)).toBe('About 4 minutes left');
  });
});
