import { Toaster, type DefaultToastOptions } from 'react-hot-toast';
import { ActionLink, Icon, opensNewTab } from '@site/ui';
import { Card, Hero, Section, SectionHeading } from '@site/ui/sections';
import { ContactForm } from './ContactForm';
import {
  channels,
  channelsLabel,
  chat,
  detailCards,
  detailsHeading,
  formHeading,
  hero,
  newTabNote,
  nextSteps,
} from './content';
import styles from './ContactPage.module.css';

/**
 * Toasts per SPEC §9: 4000 ms by default (error and blank), 2000 ms for success, none for loading.
 * A Toaster-wide `duration` would otherwise override react-hot-toast's per-type defaults, so each is set.
 */
const toastOptions: DefaultToastOptions = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
  style: {
    maxWidth: '24rem',
    padding: '0.75rem 1rem',
    borderRadius: 'var(--radius-md)',
    background: 'var(--color-surface)',
    color: 'var(--color-ink)',
    boxShadow: 'var(--shadow-raised)',
    fontSize: 'var(--text-sm)',
    lineHeight: '1.45',
  },
};
/** Below the fixed header, not under it. */
const toasterStyle = { top: 'calc(var(--header-height) + var(--space-3))' };

function ContactChannels() {
  return (
    <ul className={styles.channels} aria-label={channelsLabel}>
      {channels.map((channel) => {
        const newTab = opensNewTab(channel.href);
        return (
          <li key={channel.title}>
            <a
              href={channel.href}
              className={styles.channel}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span className={styles.channelIcon}>
                <Icon name={channel.icon} size={22} />
              </span>
              <span className={styles.channelText}>
                <span className={styles.channelTitle}>{channel.title}</span>
                <span className={styles.channelValue}>{channel.value}</span>
                <span className={styles.channelNote}>{channel.note}</span>
              </span>
              <Icon name="arrow-right" size={18} className={styles.channelArrow} />
              {newTab ? <span className="sr-only">{newTabNote}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export default function ContactPage() {
  return (
    <>
      <Toaster position="top-right" toastOptions={toastOptions} containerStyle={toasterStyle} />
      <Hero content={hero} aside={<ContactChannels />} />
      <Section tone="muted">
        <div className={styles.layout}>
          <div className={styles.formPanel}>
            <SectionHeading heading={formHeading} align="start" />
            <ContactForm />
          </div>
          <div className={styles.details}>
            <SectionHeading heading={detailsHeading} align="start" />
            <div className={styles.cards}>
              {detailCards.map((card) => (
                <Card key={card.title} card={card} />
              ))}
            </div>
            <div className={styles.chat}>
              <h3 className={styles.panelTitle}>{chat.title}</h3>
              <p className={styles.panelText}>{chat.lead}</p>
              <ActionLink action={chat.action} />
            </div>
            <div className={styles.next}>
              <h3 className={styles.panelTitle}>{nextSteps.title}</h3>
              <ol className={styles.steps}>
                {nextSteps.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
