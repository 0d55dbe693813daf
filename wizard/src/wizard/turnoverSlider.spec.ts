import { describe, expect, it } from '@jest/globals';
import { LAST_TURNOVER_POSITION, positionOfTurnover, turnoverAtPosition } from './turnoverSlider';

describe('turnover slider (500 to 100000, step 1000, default 10000)', () => {
  it('starts at £500 and then moves in £1,000 steps up to £100,000', () => {
    expect(turnoverAtPosition(0)).toBe(500);
    expect(turnoverAtPosition(1)).toBe(1000);
    expect(turnoverAtPosition(2)).toBe(2000);
    expect(turnoverAtPosition(LAST_TURNOVER_POSITION)).toBe(100000);
    expect(turnoverAtPosition(LAST_TURNOVER_POSITION + 5)).toBe(100000);
    expect(turnoverAtPosition(-3)).toBe(500);
  });

  it('can select the 10,000 default and comes back to the same position', () => {
    expect(positionOfTurnover(10000)).toBe(10);
    expect(turnoverAtPosition(positionOfTurnover(10000))).toBe(10000);
    for (let position = 0; position <= LAST_TURNOVER_POSITION; position += 1) {
      expect(positionOfTurnover(turnoverAtPosition(position))).toBe(position);
    }
  });

  it('puts an amount between steps on the nearest one', () => {
    expect(positionOfTurnover(12345)).toBe(12);
    expect(positionOfTurnover(12500)).toBe(13);
    expect(positionOfTurnover(499)).toBe(0);
    expect(positionOfTurnover(740)).toBe(0);
    expect(positionOfTurnover(760)).toBe(1);
    expect(positionOfTurnover(250000)).toBe(LAST_TURNOVER_POSITION);
  });
});
