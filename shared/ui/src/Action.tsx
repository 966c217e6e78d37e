import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Action } from './content';
import { Icon, type IconName } from './icons';
import { isInternalHref, opensNewTab } from './links';
import styles from './Action.module.css';

/**
 * A link styled as a button. `context` names what a generic label ('Learn More') is about, for screen
 * readers and search engines, without changing the visible label.
 */
export function ActionLink({
  action,
  className,
  context,
}: {
  readonly action: Action;
  readonly className?: string;
  readonly context?: string;
}) {
  const classes = [styles.action, styles[action.variant ?? 'primary'], className].filter(Boolean).join(' ');
  const body = (
    <>
      {action.icon ? <Icon name={action.icon} size={18} /> : null}
      <span>{action.label}</span>
      {context ? <span className="sr-only">: {context}</span> : null}
      {opensNewTab(action.href) ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </>
  );
  if (isInternalHref(action.href))
    return (
      <Link to={action.href} className={classes}>
        {body}
      </Link>
    );
  return (
    <a
      href={action.href}
      className={classes}
      {...(opensNewTab(action.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {body}
    </a>
  );
}

/** A button that looks like an ActionLink, for actions that do not navigate to a URL (Retry, Go Back). */
export function ActionButton({
  variant = 'primary',
  icon,
  children,
  className,
  ...buttonProps
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  readonly variant?: Action['variant'];
  readonly icon?: IconName;
  readonly children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={[styles.action, styles[variant], className].filter(Boolean).join(' ')}
      {...buttonProps}
    >
      {icon ? <Icon name={icon} size={18} /> : null}
      <span>{children}</span>
    </button>
  );
}

export function ActionRow({
  actions,
  align = 'start',
}: {
  readonly actions: readonly Action[];
  readonly align?: 'start' | 'center';
}) {
  return (
    <div className={`${styles.row} ${align === 'center' ? styles.center : ''}`}>
      {actions.map((action) => (
        <ActionLink key={action.href + action.label} action={action} />
      ))}
    </div>
  );
}
