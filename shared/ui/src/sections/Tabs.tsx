import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Icon, type TabContent } from '@site/ui';
import { Checklist } from './Cards';
import { nextTabIndex } from './tabKeys';
import styles from './Tabs.module.css';

/**
 * WAI-ARIA tabs (automatic activation); the first tab is selected at first (SPEC §4). Each tab links to its
 * panel: without JavaScript every panel shows (noscript.css) and a tab jumps to its own; before the app takes
 * over, the page's early script selects them (shell/early.js), and the app starts from the tab chosen there.
 */
export function Tabs({ label, tabs }: { readonly label: string; readonly tabs: readonly TabContent[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  // A tab chosen in the served page before its app took over (shell/early.js) stays chosen: the app starts there.
  useLayoutEffect(() => {
    const chosen = tabRefs.current.findIndex((tab) => tab?.getAttribute('aria-selected') === 'true');
    if (chosen > 0) setSelected(chosen);
  }, []);

  const select = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    setSelected(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const next = nextTabIndex(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <a
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            href={`#${baseId}-panel-${tab.id}`}
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.icon ? <Icon name={tab.icon} size={18} /> : null}
            {tab.label}
          </a>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          <h3 className={styles.panelTitle}>{tab.title}</h3>
          <p className={styles.panelText}>{tab.description}</p>
          <Checklist items={tab.items} />
        </div>
      ))}
    </div>
  );
}
