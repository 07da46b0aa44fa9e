// Which package the bytes of a built script come from, read from its source map (issue 8: what the
// first screen's JavaScript is made of). Pure functions, no dependency: the mappings are decoded here.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One segment's fields (generated column, source index, ...), each relative to the previous one. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

/**
 * Generated characters per source: each segment owns the text up to the next segment on its line
 * (the last one up to the line's end, its newline included). Unmapped text counts as "".
 */
export function charsBySource(code: string, map: SourceMapLike): Map<string, number> {
  const totals = new Map<string, number>();
  const count = (source: string, chars: number) => totals.set(source, (totals.get(source) ?? 0) + chars);
  const lines = code.split('\n');
  const mappedLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const width = line.length + (lineIndex < lines.length - 1 ? 1 : 0);
    const segments = (mappedLines[lineIndex] ?? '').split(',').filter((segment) => segment !== '');
    let column = 0;
    let owner = '';
    let from = 0;
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (column > from) count(owner, Math.min(column, width) - from);
      from = Math.min(column, width);
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        owner = map.sources[sourceIndex] ?? '';
      } else owner = '';
    }
    if (width > from) count(owner, width - from);
  });
  return totals;
}

/** "react-dom", "@tanstack/react-query", or "Shoal" for the app's own files ("" stays unmapped). */
export function packageOf(source: string): string {
  if (source === '') return '(unmapped)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1]! : 'Shoal (src)';
}
