import { useLocation } from 'react-router-dom';
import { absoluteUrl, offersJsonLd } from '@site/routes';
import { ActionLink, Icon, useSite, StructuredData, type ComparisonContent, type PricingPlanContent } from '@site/ui';
import { Checklist } from './Cards';
import { Reveal } from './Reveal';
import styles from './Pricing.module.css';

export function PricingCard({ plan }: { readonly plan: PricingPlanContent }) {
  return (
    <article className={`${styles.plan} ${plan.popular ? styles.popular : ''}`}>
      {plan.popular ? <p className={styles.ribbon}>Most Popular</p> : null}
      <h3 className={styles.name}>{plan.name}</h3>
      <p className={styles.price}>
        {plan.pricePrefix ? <span className={styles.priceNote}>{plan.pricePrefix} </span> : null}
        <span className={styles.amount}>{plan.price}</span>
        {plan.priceNote ? <span className={styles.priceNote}> {plan.priceNote}</span> : null}
      </p>
      <p className={styles.description}>{plan.description}</p>
      {plan.audience ? <p className={styles.audience}>{plan.audience}</p> : null}
      <Checklist items={plan.features} />
      <div className={styles.action}>
        <ActionLink action={{ variant: plan.popular ? 'primary' : 'secondary', ...plan.action }} />
      </div>
    </article>
  );
}

/** The plans as cards, and their prices as structured data (Offers) for search engines. */
export function PricingPlans({ plans }: { readonly plans: readonly PricingPlanContent[] }) {
  const { company, origin } = useSite();
  const { pathname } = useLocation();
  return (
    <>
      <Reveal>
        <ul className={`${styles.plans} ${plans.length === 2 ? styles.two : ''}`}>
          {plans.map((plan) => (
            <li key={plan.name}>
              <PricingCard plan={plan} />
            </li>
          ))}
        </ul>
      </Reveal>
      <StructuredData data={offersJsonLd(plans, absoluteUrl(origin, pathname), company)} />
    </>
  );
}

function Cell({ value }: { readonly value: string | boolean }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <>
      <Icon name="check" size={20} className={styles.yes} />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Icon name="x" size={20} className={styles.no} />
      <span className="sr-only">Not included</span>
    </>
  );
}

/** Feature comparison; ticks and crosses carry text for assistive technology. */
export function ComparisonTable({ content }: { readonly content: ComparisonContent }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={content.caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{content.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {content.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {content.rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {row.values.map((value, index) => (
                <td key={content.columns[index] ?? index}>
                  <Cell value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
