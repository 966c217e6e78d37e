import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ActionLink, formatCount, formatInr } from '@site/ui';
import { payoutStartingRateInr } from './constants';
import { estimator as copy } from './content';
import {
  MAX_MONTHLY_PAYOUTS,
  estimateMonthlyCost,
  fillTemplate,
  parsePayoutCount,
  type PayoutCountError,
} from './estimator';
import styles from './PayoutEstimator.module.css';
import { needsAppAttribute } from '@site/document';

const errorMessage = (error: PayoutCountError): string => {
  switch (error) {
    case 'negative':
      return copy.errors.negative;
    case 'too-large':
      return fillTemplate(copy.errors.tooLarge, { max: formatCount(MAX_MONTHLY_PAYOUTS) });
    default:
      return copy.errors.notWholeNumber;
  }
};

/**
 * Monthly payout cost at the ₹2 starting price. An estimate only: the result is labelled as such and the
 * disclaimer says the final quote depends on volume. The result is announced politely as it changes.
 */
export function PayoutEstimator() {
  const [raw, setRaw] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The field is the visitor's (uncontrolled): a number typed before the app took over is where it starts.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setRaw(typed);
  }, []);
  const baseId = useId();
  const ids = {
    title: `${baseId}-title`,
    input: `${baseId}-input`,
    hint: `${baseId}-hint`,
    result: `${baseId}-result`,
    disclaimer: `${baseId}-disclaimer`,
  };
  const parsed = parsePayoutCount(raw);
  const invalid = !parsed.ok && !parsed.empty;
  const rate = formatInr(payoutStartingRateInr);

  return (
    // data-needs-app (@site/document): works only with this remote's code (shell/src/fragments/FragmentRoute.tsx).
    <div className={styles.estimator} role="group" aria-labelledby={ids.title} {...{ [needsAppAttribute]: '' }}>
      <div className={styles.intro}>
        <h3 id={ids.title} className={styles.title}>
          {copy.heading.title}
        </h3>
        {copy.heading.lead ? <p className={styles.lead}>{copy.heading.lead}</p> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.field}>
          <label htmlFor={ids.input} className={styles.label}>
            {copy.inputLabel}
          </label>
          <input
            id={ids.input}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={16}
            placeholder={copy.placeholder}
            ref={input}
            onChange={(event) => setRaw(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${ids.hint} ${ids.result}`}
          />
          <p id={ids.hint} className={styles.hint}>
            {copy.inputHint}
          </p>
        </div>
        <div className={styles.resultBox}>
          <p className={styles.resultLabel}>{copy.resultLabel}</p>
          <output id={ids.result} htmlFor={ids.input} className={styles.output} aria-live="polite" aria-atomic="true">
            {parsed.ok ? (
              <>
                <span className={styles.amount}>
                  {formatInr(estimateMonthlyCost(parsed.value, payoutStartingRateInr))}
                </span>
                <span className={styles.breakdown}>
                  {fillTemplate(copy.breakdown, { count: formatCount(parsed.value), rate })}
                </span>
              </>
            ) : invalid ? (
              <span className={styles.error}>{errorMessage(parsed.error)}</span>
            ) : (
              <span className={styles.placeholderText}>{copy.emptyResult}</span>
            )}
          </output>
        </div>
      </div>
      <p id={ids.disclaimer} className={styles.disclaimer}>
        {copy.disclaimer}
      </p>
      <ActionLink action={copy.action} />
    </div>
  );
}
