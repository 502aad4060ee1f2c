/**
 * `task`, run one at a time, each call answered by a run begun after it: asked while a run is
 * under way, it waits for that one and then one more, shared by everyone who asked meanwhile.
 * A run that began before the asking may have read what the asker has since changed (the timer
 * sweep reads the due games first, so it would miss a timer that fell due after).
 */
export function freshRuns(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const run = (): Promise<void> => {
    if (!running) {
      running = task().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return run();
      });
    return queued;
  };
  return run;
}
