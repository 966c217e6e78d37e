import { describe, expect, it } from 'vitest';
import { interactionResult, interactionVerdicts } from './interactionResults.mjs';

const menu = { id: 'menu', label: 'open the mobile menu', path: '/' };

describe('interactionResult', () => {
  it('takes the medians of the app and of its held-scripts twin, and the app’s cost over the twin', () => {
    expect(interactionResult(menu, [180, 240, 200], [120, 150, 130])).toEqual({
      ...menu,
      ms: [180, 240, 200],
      median: 200,
      heldMs: [120, 150, 130],
      heldMedian: 130,
      heldResponds: true,
      overHeldMs: 70,
    });
  });

  it('says so when the control never responded without the app, and gives no difference', () => {
    const result = interactionResult(menu, [180, 200], [null, null]);
    expect(result.heldResponds).toBe(false);
    expect(result.heldMedian).toBeNull();
    expect(result.overHeldMs).toBeNull();
    expect(result.heldMs).toEqual([null, null]);
  });

  it('takes the twin’s median over the runs that responded', () => {
    const result = interactionResult(menu, [100], [null, 40, 60]);
    expect(result.heldResponds).toBe(true);
    expect(result.heldMedian).toBe(50);
    expect(result.overHeldMs).toBe(50);
  });

  it('leaves the twin unknown, not unresponsive, when no held run was measured', () => {
    const result = interactionResult(menu, [100], []);
    expect(result.heldResponds).toBeNull();
    expect(result.overHeldMs).toBeNull();
  });
});

describe('interactionVerdicts', () => {
  it('hold the app to its twin + 50 ms and to 200 ms, both inclusive', () => {
    expect(interactionVerdicts({ median: 200, overHeldMs: 50 })).toEqual({ overHeld: true, absolute: true });
    expect(interactionVerdicts({ median: 201, overHeldMs: 51 })).toEqual({ overHeld: false, absolute: false });
    expect(interactionVerdicts({ median: 120, overHeldMs: 80 })).toEqual({ overHeld: false, absolute: true });
  });

  it('are n/a, not passed, where a number is missing', () => {
    expect(interactionVerdicts({ median: 150, overHeldMs: null })).toEqual({ overHeld: null, absolute: true });
    expect(interactionVerdicts({ median: null, overHeldMs: null })).toEqual({ overHeld: null, absolute: null });
  });
});
