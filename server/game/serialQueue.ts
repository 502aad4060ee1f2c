/**
 * Runs async tasks one at a time, in the order they were handed in, whatever each one's outcome.
 * Its tail holds no task's result: a game session's last result is the committed change with the
 * game before and after it, and a tail settled with that value kept a whole earlier state alive
 * in every room until the next call.
 */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();

  /** Runs `task` after every task before it has finished. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.then(settled, settled);
    return result;
  }
}

function settled(): void {}
