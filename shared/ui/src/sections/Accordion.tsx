import { useId, useState, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { m, type Variants } from 'framer-motion';
import { Icon, useEntranceMotion, type IconName } from '@site/ui';
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

/** `shown` is also the served state, so the HTML never carries a hidden answer. */
const bodyMotion: Variants = {
  shown: { opacity: 1, y: 0, transition: { duration: 0 } },
  opening: { opacity: [0, 1], y: [-6, 0], transition: { duration: 0.2, ease: 'easeOut' } },
  closing: { opacity: 0, y: -6, transition: { duration: 0.15, ease: 'easeIn' } },
};
/** The item closes once its answer has faded out: after the closing animation's time. */
const CLOSE_AFTER_MS = 160;

/**
 * An accordion of native exclusive `<details name>` (SPEC §4: one open item or none; clicking the open one
 * closes it), so it works in the served HTML before the app and without JavaScript. The app mirrors the open
 * item in state from the `toggle` events and animates the answer in and out.
 */
export function Accordion({ items, initialOpenId = null, openId, onOpenChange, headingLevel = 3 }: AccordionProps) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(initialOpenId);
  const current = openId === undefined ? ownOpenId : openId;
  const [closing, setClosing] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const animates = useEntranceMotion();
  const group = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';

  const change = (next: string | null) => {
    if (next === current) return;
    if (openId === undefined) setOwnOpenId(next);
    onOpenChange?.(next);
  };

  // The open item follows the native details: the state follows their toggle events.
  const onToggle = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    // React passes on the toggle of a details inside an answer too: only the item's own counts.
    if (event.target !== event.currentTarget) return;
    if (event.currentTarget.open) change(id);
    else if (current === id) change(null);
  };

  const close = (details: HTMLDetailsElement) => {
    setClosing(null);
    details.open = false;
  };

  /**
   * Opening is native: the answer starts fading in from this click, before its details opens, so its first
   * frame is the fade's (only an item the visitor opens animates, not one the takeover reopens as it was).
   * Closing waits for the answer to fade out.
   */
  const onSummaryClick = (id: string) => (event: MouseEvent<HTMLElement>) => {
    const details = event.currentTarget.parentElement;
    if (!animates || !(details instanceof HTMLDetailsElement)) return;
    if (!details.open) return setOpening(id);
    event.preventDefault();
    setClosing(id);
    setTimeout(() => close(details), CLOSE_AFTER_MS);
  };

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const summaryId = `${group}-${item.id}-summary`;
        const phase = closing === item.id ? 'closing' : opening === item.id ? 'opening' : 'shown';
        return (
          <details
            key={item.id}
            id={item.id}
            name={group}
            open={current === item.id}
            className={styles.item}
            onToggle={onToggle(item.id)}
          >
            <summary id={summaryId} className={styles.trigger} onClick={onSummaryClick(item.id)}>
              <Heading className={styles.heading}>
                {item.icon ? <Icon name={item.icon} size={20} className={styles.itemIcon} /> : null}
                <span className={styles.title}>{item.title}</span>
              </Heading>
              <Icon name="chevron-down" size={20} className={styles.chevron} />
            </summary>
            <m.div
              role="region"
              aria-labelledby={summaryId}
              className={styles.body}
              variants={bodyMotion}
              initial={false}
              animate={phase}
              onAnimationComplete={(definition) => {
                if (definition === 'opening') setOpening(null);
              }}
            >
              {item.content}
            </m.div>
          </details>
        );
      })}
    </div>
  );
}
