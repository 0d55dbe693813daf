import { deliverDueInBatches } from './due-batches';

describe('deliverDueInBatches', () => {
  it('delivers each due id once per run, batch after batch, and counts those delivered', async () => {
    const batches = [[1, 2, 3], [3, 4], [4], [5]];
    const delivered: number[] = [];
    const done = await deliverDueInBatches({
      dueIds: async () => batches.shift() ?? [],
      deliver: async (id) => {
        delivered.push(id);
        return id !== 2;
      },
      maxBatches: 10,
      isClosing: () => false,
    });
    // Id 3 came again in the second batch, 4 in the third: each was tried once; [4] alone ends the run.
    expect(delivered).toEqual([1, 2, 3, 4]);
    expect(done).toBe(3);
  });

  it('stops after maxBatches, and as soon as the app is closing', async () => {
    let next = 0;
    const dueIds = async () => [++next];
    expect(await deliverDueInBatches({ dueIds, deliver: async () => true, maxBatches: 3, isClosing: () => false })).toBe(3);
    let closing = false;
    const delivered = await deliverDueInBatches({
      dueIds: async () => [100, 101],
      deliver: async () => {
        closing = true;
        return true;
      },
      maxBatches: 3,
      isClosing: () => closing,
    });
    expect(delivered).toBe(1);
  });
});
