/** What still refers to a catalogue record, by kind (a count of each). */
export type References = Readonly<Record<'quote' | 'lead' | 'partner user', number>>;

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Why a provider cannot be deleted, naming what still refers to it ('2 quotes and 1 partner user
 * refer to it'), or null when nothing does. A provider that was quoted stays, so every quote and
 * application keeps its provider; making it inactive withdraws it from the comparison instead.
 */
export function providerInUseReason(references: References): string | null {
  const parts = Object.entries(references)
    .filter(([, count]) => count > 0)
    .map(([noun, count]) => plural(count, noun));
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  const isOne = parts.length === 1 && Object.values(references).includes(1);
  return `This provider cannot be deleted: ${list} ${isOne ? 'refers' : 'refer'} to it. Make it inactive to withdraw it from the comparison instead.`;
}
