import { ActionLink, Icon, type CardContent, type Stat, type StepContent } from '@site/ui';
import { Reveal } from './Reveal';
import styles from './Cards.module.css';

export function Checklist({
  items,
  tone = 'default',
}: {
  readonly items: readonly string[];
  readonly tone?: 'default' | 'dark';
}) {
  return (
    <ul className={`${styles.checklist} ${tone === 'dark' ? styles.checklistDark : ''}`}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} className={styles.tick} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function Card({ card, headingLevel = 3 }: { readonly card: CardContent; readonly headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={styles.card}>
      {card.icon ? (
        <span className={styles.iconWrap}>
          <Icon name={card.icon} size={22} />
        </span>
      ) : null}
      {card.tag ? <p className={styles.tag}>{card.tag}</p> : null}
      <Heading className={styles.cardTitle}>{card.title}</Heading>
      <p className={styles.cardText}>{card.description}</p>
      {card.features?.length ? <Checklist items={card.features} /> : null}
      {card.link ? (
        <div className={styles.cardAction}>
          <ActionLink
            action={{ variant: 'ghost', ...card.link }}
            {...(card.link.label.includes(card.title) ? {} : { context: card.title })}
          />
        </div>
      ) : null}
    </article>
  );
}

export function CardGrid({
  cards,
  columns = 3,
  headingLevel,
}: {
  readonly cards: readonly CardContent[];
  readonly columns?: 2 | 3 | 4;
  readonly headingLevel?: 3 | 4;
}) {
  return (
    <Reveal>
      <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>
        {cards.map((card) => (
          <li key={card.title}>
            <Card card={card} {...(headingLevel ? { headingLevel } : {})} />
          </li>
        ))}
      </ul>
    </Reveal>
  );
}

export function StatTiles({ stats }: { readonly stats: readonly Stat[] }) {
  return (
    <Reveal>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.statTile}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Reveal>
  );
}

/** Numbered steps; the number is the step's position. */
export function ProcessSteps({ steps }: { readonly steps: readonly StepContent[] }) {
  return (
    <Reveal>
      <ol className={`${styles.steps} ${steps.length === 3 ? styles.cols3 : styles.cols4}`}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.cardTitle}>
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={styles.cardText}>{step.description}</p>
          </li>
        ))}
      </ol>
    </Reveal>
  );
}
