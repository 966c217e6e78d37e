// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { estimator as copy } from './content';
import { PayoutEstimator } from './PayoutEstimator';

afterEach(cleanup);

const setup = () => {
  render(
    <MemoryRouter>
      <PayoutEstimator />
    </MemoryRouter>,
  );
  const input = screen.getByLabelText(copy.inputLabel) as HTMLInputElement;
  const output = document.querySelector('output');
  if (!output) throw new Error('no output');
  return { input, output };
};

describe('PayoutEstimator', () => {
  it('starts empty, with a polite live output labelled as an estimate', () => {
    const { output } = setup();
    expect(output.getAttribute('aria-live')).toBe('polite');
    expect(output.textContent).toBe(copy.emptyResult);
    expect(screen.getByText(copy.resultLabel)).toBeTruthy();
    expect(screen.getByText(copy.disclaimer)).toBeTruthy();
  });

  // The amount itself (₹2,00,000) is estimator.test.ts's and the e2e estimator check's to assert.
  it('shows the count it multiplies and the ₹2 rate, with Indian grouping', () => {
    const { input, output } = setup();
    fireEvent.change(input, { target: { value: '100000' } });
    expect(output.textContent).toContain('1,00,000 payouts × ₹2 per transaction');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('explains invalid input', () => {
    const { input, output } = setup();
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(output.textContent).toBe(copy.errors.notWholeNumber);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '-3' } });
    expect(output.textContent).toBe(copy.errors.negative);
    fireEvent.change(input, { target: { value: '100000001' } });
    expect(output.textContent).toContain('1,00,00,000');
  });
});
