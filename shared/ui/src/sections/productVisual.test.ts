import { describe, expect, it } from 'vitest';
import { chartPaths, chartPoints, entranceTiming, modulesPath, qrPattern, tokenizeCode } from './productVisual';

const box = { width: 300, height: 110, inset: 10 };

describe('chartPoints', () => {
  it('spreads the values across the width, the highest at the top inset and the lowest at the bottom one', () => {
    expect(chartPoints([1, 3, 2], box)).toEqual([
      [0, 100],
      [150, 10],
      [300, 55],
    ]);
  });

  it('draws a flat series along the bottom, and a single value at the left edge', () => {
    expect(chartPoints([5, 5], box)).toEqual([
      [0, 100],
      [300, 100],
    ]);
    expect(chartPoints([7], box)).toEqual([[0, 100]]);
    expect(chartPoints([], box)).toEqual([]);
  });
});

describe('chartPaths', () => {
  it('gives the line through the points and the area closed along the bottom edge', () => {
    const { line, area } = chartPaths([0, 10], box);
    expect(line).toBe('M0 100 L300 10');
    expect(area).toBe('M0 100 L300 10 L300 110 L0 110 Z');
  });

  it('draws nothing for no values', () => {
    expect(chartPaths([], box)).toEqual({ line: '', area: '' });
  });
});

describe('qrPattern', () => {
  const pattern = qrPattern('upi-demo');

  it('is a square of 25 modules with the three finder squares of a QR code', () => {
    expect(pattern).toHaveLength(25);
    for (const row of pattern) expect(row).toHaveLength(25);
    const finderRow = [true, true, true, true, true, true, true];
    for (const [top, left] of [
      [0, 0],
      [0, 18],
      [18, 0],
    ] as const) {
      expect(pattern[top]?.slice(left, left + 7)).toEqual(finderRow);
      expect(pattern[top + 1]?.slice(left, left + 7)).toEqual([true, false, false, false, false, false, true]);
      expect(pattern[top + 3]?.slice(left, left + 7)).toEqual([true, false, true, true, true, false, true]);
    }
    expect(pattern[7]?.slice(0, 8).every((dark) => !dark)).toBe(true);
  });

  it('draws the same pattern for the same seed and another for another seed', () => {
    expect(qrPattern('upi-demo')).toEqual(pattern);
    expect(qrPattern('another')).not.toEqual(pattern);
  });

  it('fills the data area with a mix of dark and light modules', () => {
    const data = pattern.slice(9, 16).flatMap((row) => row.slice(9, 16));
    const dark = data.filter(Boolean).length;
    expect(dark).toBeGreaterThan(10);
    expect(dark).toBeLessThan(data.length - 10);
  });
});

describe('modulesPath', () => {
  it('draws one rectangle per horizontal run of dark modules', () => {
    expect(
      modulesPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });
});

describe('entranceTiming', () => {
  it('holds the start state for the delay, then moves over the duration', () => {
    expect(entranceTiming(0.6, 0.4)).toEqual({ duration: 1, times: [0, 0.6, 1], ease: 'easeOut' });
    expect(entranceTiming(0, 0.4)).toEqual({ duration: 0.4, times: [0, 0, 1], ease: 'easeOut' });
  });
});

describe('tokenizeCode', () => {
  it('colours keys, strings and numbers of a JSON line and keeps everything else as it is', () => {
    expect(tokenizeCode('  "amount": 149900, "currency": "INR"')).toEqual([
      { text: '  ', kind: 'plain' },
      { text: '"amount"', kind: 'key' },
      { text: ':', kind: 'plain' },
      { text: ' ', kind: 'plain' },
      { text: '149900', kind: 'number' },
      { text: ', ', kind: 'plain' },
      { text: '"currency"', kind: 'key' },
      { text: ':', kind: 'plain' },
      { text: ' ', kind: 'plain' },
      { text: '"INR"', kind: 'string' },
    ]);
  });

  it('marks the method of a request line and leaves digits inside words alone', () => {
    expect(tokenizeCode('POST /v1/orders')).toEqual([
      { text: 'POST', kind: 'method' },
      { text: ' /v1/orders', kind: 'plain' },
    ]);
  });

  it('keeps escaped quotes inside a string', () => {
    expect(tokenizeCode('"say \\"hi\\""').map((token) => token.text)).toEqual(['"say \\"hi\\""']);
  });

  it('joins back into the line it came from', () => {
    const line = '{ "id": "ord_8k2x", "amount": -12.5 }';
    expect(
      tokenizeCode(line)
        .map((token) => token.text)
        .join(''),
    ).toBe(line);
  });
});
