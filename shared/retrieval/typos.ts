/**
 * Edit distance with adjacent transpositions counted once ("evalutaor" → "evaluator" is 1), stopping early once it
 * exceeds `max`. Returns max + 1 for anything farther.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, column) => column);
  for (let row = 1; row <= a.length; row += 1) {
    const current = [row];
    let rowMin = row;
    for (let column = 1; column <= b.length; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let value = Math.min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost);
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) {
        value = Math.min(value, previousPrevious[column - 2] + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/** Typos allowed for a word of this length: none below 5 letters, 1 from 5, 2 from 8. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/** Words of the index within the allowed distance of `word`, nearest first. */
export function nearWords(
  word: string,
  wordsByLength: ReadonlyMap<number, readonly string[]>,
): {word: string; distance: number}[] {
  const max = allowedTypos(word);
  if (max === 0) return [];
  const found: {word: string; distance: number}[] = [];
  for (let length = word.length - max; length <= word.length + max; length += 1) {
    for (const candidate of wordsByLength.get(length) ?? []) {
      // Typos rarely touch the first letter; requiring it keeps the scan fast and the matches plausible.
      if (candidate[0] !== word[0]) continue;
      const distance = editDistance(word, candidate, max);
      if (distance <= max) found.push({word: candidate, distance});
    }
  }
  return found.sort((a, b) => a.distance - b.distance);
}
