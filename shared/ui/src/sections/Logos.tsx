import type { CSSProperties } from 'react';
import { Icon, type LogoContent } from '@site/ui';
import styles from './Logos.module.css';

function LogoChip({ logo }: { readonly logo: LogoContent }) {
  return (
    <span className={styles.chip}>
      {logo.icon ? <Icon name={logo.icon} size={20} /> : null}
      {logo.name}
    </span>
  );
}

/** A static strip of tool or technology names. */
export function LogoStrip({ label, logos }: { readonly label: string; readonly logos: readonly LogoContent[] }) {
  return (
    <ul className={styles.strip} aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.name}>
          <LogoChip logo={logo} />
        </li>
      ))}
    </ul>
  );
}

/**
 * An endlessly scrolling strip (SPEC §9: a 40 s loop). It pauses on hover and focus, and stands still
 * under reduced motion. The second copy exists only for the seamless loop and is hidden from assistive tech.
 */
export function Marquee({
  label,
  logos,
  seconds = 40,
}: {
  readonly label: string;
  readonly logos: readonly LogoContent[];
  readonly seconds?: number;
}) {
  return (
    <div
      className={styles.marquee}
      style={{ '--marquee-duration': `${seconds}s` } as CSSProperties}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <div className={styles.track}>
        <ul className={styles.group}>
          {logos.map((logo) => (
            <li key={logo.name}>
              <LogoChip logo={logo} />
            </li>
          ))}
        </ul>
        <ul className={styles.group} aria-hidden="true">
          {logos.map((logo) => (
            <li key={logo.name}>
              <LogoChip logo={logo} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
