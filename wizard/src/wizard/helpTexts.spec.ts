import { describe, expect, it } from '@jest/globals';
import { RATE_FIELDS, SPLIT_FIELDS } from './businessData';
import { RATE_HELP, SPLIT_HELP } from './helpTexts';

/** Sentences end with a full stop, question or exclamation mark followed by a space or the end. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== '');
}

/** Short enough to read in a tooltip on a 375 px phone without scrolling. */
const MAX_HELP_LENGTH = 240;

const ALL_HELP = [...Object.entries(RATE_HELP), ...Object.entries(SPLIT_HELP)];

describe('help tooltip texts', () => {
  it('explain every Detailed Rates field and every card-mix split', () => {
    expect(Object.keys(RATE_HELP).sort()).toEqual([...RATE_FIELDS].sort());
    expect(Object.keys(SPLIT_HELP).sort()).toEqual([...SPLIT_FIELDS].sort());
  });

  it.each(ALL_HELP)('%s is one or two sentences, each ending with a full stop', (_field, text) => {
    const sentences = sentencesOf(text);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(2);
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
  });

  it.each(ALL_HELP)('%s fits a phone tooltip', (_field, text) => {
    expect(text.length).toBeLessThanOrEqual(MAX_HELP_LENGTH);
  });

  it('tell the visitor where to look for each rate and fee on a statement', () => {
    const withoutStatement = Object.entries(RATE_HELP)
      .filter(([, text]) => !/statement|invoice/i.test(text))
      .map(([field]) => field);
    expect(withoutStatement).toEqual([]);
  });
});
