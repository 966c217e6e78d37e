/**
 * The data of a hero's product visual: a mock of the product drawn in code from typed shapes, and the pure
 * geometry behind it (chart paths, the QR pattern, entrance timings, code colouring).
 */

import type { IconName } from '@site/ui';

/** How a status or a figure reads: the colours of a chip or a tile's note. */
export type VisualTone = 'success' | 'pending' | 'info' | 'failed';

export interface VisualStatus {
  readonly label: string;
  readonly tone: VisualTone;
}

/** A row of a table in the mock (a transfer, a virtual account, a routed payment). */
export interface VisualRow {
  readonly title: string;
  readonly detail?: string;
  readonly value?: string;
  readonly status?: VisualStatus;
  /** The status the row shows before it settles to `status` (animated only when motion is allowed). */
  readonly settlesFrom?: VisualStatus;
}

export interface VisualTile {
  readonly label: string;
  readonly value: string;
  readonly note?: VisualStatus;
}

export interface VisualBar {
  readonly label: string;
  /** Length of the bar, 0–100. */
  readonly percent: number;
  readonly display: string;
}

/** Colours a swatch may show: tokens of the design system. */
export type VisualColor = 'brand' | 'brand-strong' | 'accent' | 'accent-on-dark' | 'warning' | 'ink' | 'surface-alt';

export type VisualBlock =
  | { readonly kind: 'tiles'; readonly tiles: readonly VisualTile[] }
  | { readonly kind: 'rows'; readonly heading?: string; readonly rows: readonly VisualRow[] }
  | { readonly kind: 'bars'; readonly heading: string; readonly bars: readonly VisualBar[] }
  | {
      readonly kind: 'chart';
      readonly heading: string;
      /** The figure now, shown beside the heading. */
      readonly figure?: string;
      /** Values over time, oldest first; higher draws higher. */
      readonly values: readonly number[];
      /** Labels under the x axis, spread evenly from start to end. */
      readonly axis: readonly string[];
    }
  | { readonly kind: 'code'; readonly title: string; readonly lines: readonly string[] }
  | { readonly kind: 'qr'; readonly seed: string; readonly title: string; readonly detail: string }
  | {
      readonly kind: 'choices';
      readonly heading: string;
      readonly options: readonly { readonly label: string; readonly detail?: string; readonly icon?: IconName }[];
      /** Index of the chosen option. */
      readonly selected: number;
      readonly action: string;
    }
  | { readonly kind: 'layout'; readonly variant: 'site' | 'app' }
  | { readonly kind: 'swatches'; readonly colors: readonly VisualColor[]; readonly specimen: string };

export interface VisualFrame {
  /** A desktop browser window, a phone, or a plain app panel. */
  readonly kind: 'browser' | 'phone' | 'panel';
  /** The window title or the browser's address. */
  readonly title: string;
  readonly blocks: readonly VisualBlock[];
}

export interface ProductVisualContent {
  /**
   * The main frame and, optionally, a smaller companion frame that overlaps its lower corner (a phone beside
   * a browser, a response beside a request).
   */
  readonly frames: readonly [VisualFrame] | readonly [VisualFrame, VisualFrame];
  /**
   * What the visual shows, for assistive technology, when it carries information; without it the visual is
   * decorative and hidden from assistive technology.
   */
  readonly description?: string;
  /** Leave the visual out on narrow screens, where it would crowd the hero. */
  readonly hideWhenNarrow?: boolean;
}

/** A line chart's drawing area, in SVG user units. */
export interface ChartBox {
  readonly width: number;
  readonly height: number;
  /** Space kept free above and below the line, so its stroke is never cut. */
  readonly inset: number;
}

/** The points of a line chart: spread evenly across the box, the smallest value at the bottom. */
export function chartPoints(values: readonly number[], box: ChartBox): readonly (readonly [number, number])[] {
  if (values.length === 0) return [];
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const step = values.length > 1 ? box.width / (values.length - 1) : 0;
  const usable = box.height - 2 * box.inset;
  return values.map((value, index) => [round(index * step), round(box.inset + usable * (1 - (value - low) / span))]);
}

/** The SVG path of the line through the values, and of the area under it down to the box's bottom edge. */
export function chartPaths(values: readonly number[], box: ChartBox): { readonly line: string; readonly area: string } {
  const points = chartPoints(values, box);
  if (points.length === 0) return { line: '', area: '' };
  const line = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  const last = points[points.length - 1]?.[0] ?? 0;
  return { line, area: `${line} L${last} ${box.height} L0 ${box.height} Z` };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A QR-code-like pattern of `size`×`size` modules (true = dark) for a mock: the three finder squares of a
 * real code, and a fixed pseudo-random fill from `seed`. Not a scannable code, so it can point nowhere.
 */
export function qrPattern(seed: string, size = 25): readonly (readonly boolean[])[] {
  let state = hash(seed);
  const random = () => {
    // xorshift32: the same seed always draws the same pattern, on the server and in the browser.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => finderModule(row, column, size) ?? random() < 0.5),
  );
}

/** Inside a finder square (or the blank ring around it): whether the module is dark; elsewhere undefined. */
function finderModule(row: number, column: number, size: number): boolean | undefined {
  for (const [top, left] of [
    [0, 0],
    [0, size - 7],
    [size - 7, 0],
  ] as const) {
    const y = row - top;
    const x = column - left;
    if (y >= -1 && y <= 7 && x >= -1 && x <= 7) {
      if (y < 0 || y > 6 || x < 0 || x > 6) return false;
      const ring = Math.min(x, y, 6 - x, 6 - y);
      return ring !== 1;
    }
  }
  return undefined;
}

/** FNV-1a: a small, stable, non-zero hash of a string. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0 || 1;
}

/**
 * Keyframe timing for an element that waits `delay` seconds at its start state, then moves to its end state
 * over `duration` seconds: one animation, so the element never shows its end state before it starts.
 */
export function entranceTiming(delay: number, duration: number) {
  const total = delay + duration;
  return { duration: total, times: [0, total === 0 ? 0 : round(delay / total), 1], ease: 'easeOut' as const };
}

/** How a token of a code line is coloured. */
type CodeTokenKind = 'method' | 'key' | 'string' | 'number' | 'plain';

export interface CodeToken {
  readonly text: string;
  readonly kind: CodeTokenKind;
}

const codeToken = /("(?:[^"\\]|\\.)*")(\s*:)?|\b(GET|POST|PUT|PATCH|DELETE)\b|(-?\b\d+(?:\.\d+)?\b)/g;

/** Splits a line of a request or JSON into coloured tokens: methods, keys, strings, numbers, the rest. */
export function tokenizeCode(line: string): readonly CodeToken[] {
  const tokens: CodeToken[] = [];
  let last = 0;
  const push = (text: string, kind: CodeTokenKind) => {
    if (text) tokens.push({ text, kind });
  };
  for (const match of line.matchAll(codeToken)) {
    push(line.slice(last, match.index), 'plain');
    const [whole, quoted, colon, method, number] = match;
    if (quoted !== undefined) {
      push(quoted, colon ? 'key' : 'string');
      push(colon ?? '', 'plain');
    } else if (method !== undefined) push(method, 'method');
    else if (number !== undefined) push(number, 'number');
    last = match.index + whole.length;
  }
  push(line.slice(last), 'plain');
  return tokens;
}

/** The dark modules of a pattern as one SVG path, a rectangle per horizontal run (one unit per module). */
export function modulesPath(pattern: readonly (readonly boolean[])[]): string {
  const runs: string[] = [];
  pattern.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x += 1) {
      const dark = row[x] === true;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
        start = -1;
      }
    }
  });
  return runs.join('');
}
