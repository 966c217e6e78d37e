import { describe, expect, it } from 'vitest';
import { fisherGreater, mannWhitneyGreater } from './statistics.mjs';

/** A row of a 2 × 2 table as one side's figures: page views, and those hit. */
const side = (/** @type {number} */ hit, /** @type {number} */ notHit) => ({ views: hit + notHit, hit });

describe("Fisher's exact test, one-sided (the candidate's rate is higher)", () => {
  it("gives R's p-value for Fisher's tea tasting", () => {
    // R, ?fisher.test (Agresti 2002, p. 91): TeaTasting = matrix(c(3, 1, 1, 3), 2),
    // fisher.test(TeaTasting, alternative = "greater") "=> p = 0.2429".
    expect(fisherGreater(side(3, 1), side(1, 3))).toBeCloseTo(0.2429, 4);
  });

  it("gives R's p-value for Fisher's convictions of like-sex twins", () => {
    // R, ?fisher.test (Fisher 1962): Convictions = matrix(c(2, 10, 15, 3), 2), rows dizygotic (2 convicted,
    // 15 not) and monozygotic (10, 3); fisher.test(Convictions, alternative = "less") prints
    // "p-value = 0.0004652". "less" for the first row is "greater" for the second.
    expect(fisherGreater(side(10, 3), side(2, 15))).toBeCloseTo(0.0004652, 7);
  });

  it('keeps its precision far in the tail, where R only prints a bound', () => {
    // fisher.test(matrix(c(38, 74, 232, 3324), 2), alternative = "greater") prints "p-value < 2.2e-16"
    // (R's output, as posted at pastebin.com/EKQ5Qp83); SciPy 1.17's fisher_exact gives 6.5109e-17.
    const p = fisherGreater(side(38, 232), side(74, 3324));
    expect(p).toBeLessThan(2.2e-16);
    expect(p / 6.510921656436804e-17).toBeCloseTo(1, 6);
  });

  it('finds no excess when the candidate has none', () => {
    expect(fisherGreater(side(0, 200), side(5, 195))).toBe(1);
    expect(fisherGreater(side(0, 50), side(0, 50))).toBe(1);
    expect(fisherGreater(side(5, 195), side(5, 195))).toBeGreaterThan(0.5);
  });

  it('refuses figures that are not counts of page views', () => {
    expect(() => fisherGreater({ views: 5, hit: 6 }, side(0, 5))).toThrow(RangeError);
    expect(() => fisherGreater(side(1, 5), { views: 5.5, hit: 0 })).toThrow(RangeError);
  });
});

describe('the Mann–Whitney U test, one-sided (the candidate tends to be larger)', () => {
  it("gives ClickHouse's documented p-value", () => {
    // ClickHouse docs, mannWhitneyUTest: mannWhitneyUTest('greater') of (10, 11, 12) against (1, 2, 3), with the
    // default continuity correction, returns (9, 0.04042779918503192).
    const { u, pValue } = mannWhitneyGreater([10, 11, 12], [1, 2, 3]);
    expect(u).toBe(9);
    expect(pValue).toBeCloseTo(0.04042779918503192, 12);
  });

  it("gives NAG's normal statistic and tail probability with ties", () => {
    // NAG Library, g08amc example program (data and results): group 1 (16 values) against group 2 (23), many
    // ties: "Test statistic = 86.0000, Normal Statistic = -2.8039, Approximate tail probability = 0.0025" for
    // group 1 being smaller; the same test is group 2 being larger, whose U is 16 × 23 − 86.
    const group1 = [13, 6, 12, 7, 12, 7, 10, 7, 10, 7, 16, 7, 10, 8, 9, 8];
    const group2 = [17, 6, 10, 8, 15, 8, 15, 10, 15, 10, 14, 10, 14, 11, 14, 11, 13, 12, 13, 12, 13, 12, 12];
    const { u, z, pValue } = mannWhitneyGreater(group2, group1);
    expect(u).toBe(16 * 23 - 86);
    expect(z).toBeCloseTo(2.8039, 4);
    // Without the continuity correction it would be 0.0024: four decimals tell them apart.
    expect(pValue).toBeCloseTo(0.0025, 4);
  });

  it("gives R's wilcox.test p-values, halved for one side", () => {
    // R output (endmemo.com/r/wilcoxon.php): wilcox.test(x, y), "Wilcoxon rank sum test with continuity
    // correction", W = 51.5, p-value = 0.5966; against y2, W = 0, p-value = 0.001364. R's two-sided p-value with
    // the normal approximation is twice the smaller one-sided one (both corrected towards the mean).
    const x = [1, 5, 9, 24, 56, 21, 3, 7, 21, 4];
    const y = [12, 15, 5, 9, 9, 14, 56, 22, 3, 7, 32, 5];
    const y2 = [1233, 4356, 987, 39999, 1111, 200000];
    expect(mannWhitneyGreater(x, y).u).toBe(51.5);
    expect(mannWhitneyGreater(y, x).pValue).toBeCloseTo(0.5966 / 2, 4);
    expect(mannWhitneyGreater(x, y2).u).toBe(0);
    expect(mannWhitneyGreater(y2, x).pValue).toBeCloseTo(0.001364 / 2, 6);
  });

  it('finds nothing when every value is the same', () => {
    expect(mannWhitneyGreater([200, 200], [200, 200, 200])).toEqual({ u: 3, z: 0, pValue: 1 });
  });

  it('refuses empty sides and values that are not numbers', () => {
    expect(() => mannWhitneyGreater([], [1])).toThrow(RangeError);
    expect(() => mannWhitneyGreater([1, Number.NaN], [1])).toThrow(RangeError);
  });
});
