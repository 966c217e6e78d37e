import type { CaseStudyContent } from '@site/ui';
import { Reveal } from './Reveal';
import styles from './CaseStudies.module.css';

export function CaseStudies({ items }: { readonly items: readonly CaseStudyContent[] }) {
  return (
    <Reveal>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.client} className={styles.card}>
            <p className={styles.industry}>{item.industry}</p>
            <h3 className={styles.client}>{item.client}</h3>
            <p className={styles.improvement}>{item.improvement}</p>
            <dl className={styles.facts}>
              <div>
                <dt>Key metric</dt>
                <dd>{item.keyMetric}</dd>
              </div>
              <div>
                <dt>Timeframe</dt>
                <dd>{item.timeframe}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
