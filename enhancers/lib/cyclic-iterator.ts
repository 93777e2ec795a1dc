/** Utility (docs/requirements.md#utilities): a cyclic list iterator that steps forward and backward with wrap-around. */
export interface CyclicIterator<T> {
  readonly index: number;
  current(): T;
  /** Steps forward; from the last item wraps to the first. */
  next(): T;
  /** Steps backward; from the first item wraps to the last. */
  prev(): T;
}

/**
 * @param items  a non-empty list
 * @param start  index to start at (wrapped into range)
 * @throws {RangeError} when `items` is empty
 */
export function createCyclicIterator<T>(items: readonly T[], start = 0): CyclicIterator<T> {
  if (items.length === 0) throw new RangeError('createCyclicIterator needs at least one item.');
  const wrap = (i: number) => ((i % items.length) + items.length) % items.length;
  let index = wrap(start);
  return {
    get index() {
      return index;
    },
    current: () => items[index],
    next: () => items[(index = wrap(index + 1))],
    prev: () => items[(index = wrap(index - 1))],
  };
}
