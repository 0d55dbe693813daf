import { describe, expect, it } from '@jest/globals';
import { addToast, dismissToast, removeToast, toastDuration, visibleToasts, type Toast } from './toastState';

function toast(id: number): Toast {
  return { id, title: `Toast ${id}`, variant: 'default', open: true, duration: 6000 };
}

describe('toasts', () => {
  it('shows at most one at a time, the newest', () => {
    const list = addToast(addToast([], toast(1)), toast(2));
    expect(visibleToasts(list).map((item) => item.id)).toEqual([2]);
    expect(list.find((item) => item.id === 1)?.open).toBe(false);
  });

  it('closes, then removes', () => {
    const list = dismissToast([toast(1)], 1);
    expect(visibleToasts(list)).toEqual([]);
    expect(removeToast(list, 1)).toEqual([]);
  });

  it('lasts 6 s, errors 8 s, unless told otherwise', () => {
    expect(toastDuration({ title: 'x' })).toBe(6000);
    expect(toastDuration({ title: 'x', variant: 'destructive' })).toBe(8000);
    expect(toastDuration({ title: 'x', duration: 1000 })).toBe(1000);
  });
});
