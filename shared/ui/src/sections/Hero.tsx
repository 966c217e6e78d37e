import type { ReactNode } from 'react';
import { ActionRow, Icon, type HeroContent } from '@site/ui';
import { ProductVisual } from './ProductVisual';
import type { ProductVisualContent } from './productVisual';
import styles from './Hero.module.css';

/**
 * The top band of a page; its title is the page's only h1. Beside the copy (below it on narrow screens) goes
 * either an `aside` or the product `visual` drawn from the page's data.
 */
export function Hero({
  content,
  aside: asideNode,
  visual,
  children,
}: {
  readonly content: HeroContent;
  readonly aside?: ReactNode;
  readonly visual?: ProductVisualContent;
  readonly children?: ReactNode;
}) {
  const aside = visual ? <ProductVisual content={visual} /> : asideNode;
  return (
    <section className={styles.hero}>
      <div className={`${styles.inner} ${aside ? styles.withAside : ''}`}>
        <div className={styles.copy}>
          {children}
          {content.badge ? (
            <p className={styles.badge}>
              <Icon name="award" size={16} />
              {content.badge}
            </p>
          ) : null}
          {content.eyebrow ? <p className={styles.eyebrow}>{content.eyebrow}</p> : null}
          <h1 className={styles.title} tabIndex={-1}>
            {content.title}
          </h1>
          <p className={styles.lead}>{content.lead}</p>
          {content.actions?.length ? <ActionRow actions={content.actions} /> : null}
          {content.highlights?.length ? (
            <ul className={styles.highlights}>
              {content.highlights.map((item) => (
                <li key={item}>
                  <Icon name="check" size={18} />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
      {content.stats?.length ? (
        <dl className={styles.stats}>
          {content.stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
