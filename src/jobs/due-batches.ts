/**
 * An outbox's delivery run (pure, no framework imports): reads the ids that are due a batch at a
 * time and hands each to `deliver`, each id at most once per run (a row that failed and is due
 * again at once waits for the next run), up to `maxBatches` batches, stopping when nothing new is
 * due or the app is closing. Answers how many `deliver` reported as done.
 */
export async function deliverDueInBatches(options: {
  dueIds: () => Promise<number[]>;
  deliver: (id: number) => Promise<boolean>;
  maxBatches: number;
  isClosing: () => boolean;
}): Promise<number> {
  let done = 0;
  const tried = new Set<number>();
  for (let batch = 0; batch < options.maxBatches && !options.isClosing(); batch += 1) {
    const ids = (await options.dueIds()).filter((id) => !tried.has(id));
    if (ids.length === 0) break;
    for (const id of ids) {
      if (options.isClosing()) break;
      tried.add(id);
      if (await options.deliver(id)) done += 1;
    }
  }
  return done;
}
