// Checks of optimizeRoute's input. The API schema refuses bad requests with Korean messages
// before they get here; these checks guard the other callers (CLI, benchmark, later screens).
import type { OptimizeRouteInput } from './route-optimize.js';

export type ValidRouteInput = {
  matrix: readonly (readonly number[])[];
  start: number;
  end: number | undefined;
  /** Position in the order → locked matrix index, or -1. Length n. */
  lockedIndexAt: Int32Array;
  /** Matrix index → its locked position, or -1. Length n. */
  lockedPositionOf: Int32Array;
  lockCount: number;
  /** Largest cost in the matrix (read here so a 1 000-stop matrix is walked once less). */
  largest: number;
};

const isIndex = (value: number, n: number): boolean => Number.isInteger(value) && value >= 0 && value < n;

export const validateRouteInput = (input: OptimizeRouteInput): ValidRouteInput => {
  const { matrix, start, end } = input;
  const n = matrix.length;
  if (n === 0) throw new RangeError('optimizeRoute: the matrix is empty');
  let largest = 0;
  for (let i = 0; i < n; i += 1) {
    const row = matrix[i]!;
    if (row.length !== n)
      throw new RangeError(`optimizeRoute: row ${i} has ${row.length} entries, expected ${n}`);
    for (let j = 0; j < n; j += 1) {
      const value = row[j]!;
      if (!Number.isSafeInteger(value) || value < 0) {
        throw new RangeError(`optimizeRoute: matrix[${i}][${j}] = ${value} is not a non-negative integer`);
      }
      if (value > largest) largest = value;
    }
  }
  for (const [name, value] of [
    ['timeLimitMs', input.timeLimitMs],
    ['maxIterations', input.maxIterations],
    ['patience', input.patience],
  ] as const) {
    if (value !== undefined && (Number.isNaN(value) || value < 0)) {
      throw new RangeError(`optimizeRoute: ${name} ${value} is not a non-negative number`);
    }
  }
  if (input.seed !== undefined && !Number.isFinite(input.seed)) {
    throw new RangeError(`optimizeRoute: seed ${input.seed} is not a finite number`);
  }
  if (!isIndex(start, n)) throw new RangeError(`optimizeRoute: start ${start} is not an index of the matrix`);
  if (end !== undefined && !isIndex(end, n))
    throw new RangeError(`optimizeRoute: end ${end} is not an index`);

  // The order has n entries: position 0 is the start; a distinct fixed end takes position n - 1.
  const lastFreePosition = end !== undefined && end !== start ? n - 2 : n - 1;
  const lockedIndexAt = new Int32Array(n).fill(-1);
  const lockedPositionOf = new Int32Array(n).fill(-1);
  const locks = input.locked ?? [];
  for (const { index, position } of locks) {
    if (!isIndex(index, n)) throw new RangeError(`optimizeRoute: locked index ${index} is not an index`);
    if (index === start || index === end) {
      throw new RangeError(`optimizeRoute: locked index ${index} is the start or the end`);
    }
    if (!Number.isInteger(position) || position < 1 || position > lastFreePosition) {
      throw new RangeError(`optimizeRoute: locked position ${position} is outside 1..${lastFreePosition}`);
    }
    if (lockedPositionOf[index]! >= 0) throw new RangeError(`optimizeRoute: index ${index} is locked twice`);
    if (lockedIndexAt[position]! >= 0)
      throw new RangeError(`optimizeRoute: position ${position} is locked twice`);
    lockedIndexAt[position] = index;
    lockedPositionOf[index] = position;
  }
  return { matrix, start, end, lockedIndexAt, lockedPositionOf, lockCount: locks.length, largest };
};
