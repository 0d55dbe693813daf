import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * A card that selects as a whole: a click anywhere but on its own buttons and links, or Enter or
 * Space while the card itself has the focus. Spread the result on the card (with tabIndex={0}).
 */
export function selectableCard(onSelect: () => void) {
  return {
    onClick: (event: MouseEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest('button, a')) return;
      onSelect();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onSelect();
      }
    },
  };
}
