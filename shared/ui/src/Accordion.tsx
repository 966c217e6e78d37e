import { useId, useState, type ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import { toggleSingleOpen } from './singleOpen';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** Stable id; also the DOM id of the item, so `#id` deep-links to it. */
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
  readonly icon?: IconName;
}

interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** Uncontrolled: the item open at first (none when omitted). */
  readonly initialOpenId?: string | null;
  /** Controlled: the open item; pair with onOpenChange. */
  readonly openId?: string | null;
  readonly onOpenChange?: (openId: string | null) => void;
  readonly headingLevel?: 2 | 3 | 4;
}

/** WAI-ARIA accordion: headings wrap buttons that show one panel at a time. */
export function Accordion({ items, initialOpenId = null, openId, onOpenChange, headingLevel = 3 }: AccordionProps) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(initialOpenId);
  const current = openId === undefined ? ownOpenId : openId;
  const baseId = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';

  const toggle = (id: string) => {
    const next = toggleSingleOpen(current, id);
    if (openId === undefined) setOwnOpenId(next);
    onOpenChange?.(next);
  };

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = current === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} id={item.id} className={`${styles.item} ${expanded ? styles.open : ''}`}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.icon ? <Icon name={item.icon} size={20} className={styles.itemIcon} /> : null}
                <span className={styles.title}>{item.title}</span>
                <Icon name="chevron-down" size={20} className={styles.chevron} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              <div className={styles.body}>{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
