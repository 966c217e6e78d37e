import { useState } from 'react';
import { Icon, type TestimonialContent } from '@site/ui';
import { Reveal } from './Reveal';
import styles from './Testimonials.module.css';

/** A photo when one loads, otherwise the person's initial (SPEC §4). */
export function Avatar({ name, image }: { readonly name: string; readonly image?: string }) {
  const [failed, setFailed] = useState(false);
  if (image && !failed)
    return (
      <img
        className={styles.avatar}
        src={image}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className={styles.avatar} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

export function Rating({ value }: { readonly value: number }) {
  return (
    <p className={styles.rating} role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" size={18} fill={index < value ? 'currentColor' : 'none'} />
      ))}
    </p>
  );
}

export function TestimonialCard({ item }: { readonly item: TestimonialContent }) {
  const byline = [item.role, item.company].filter(Boolean).join(', ');
  return (
    <figure className={styles.card}>
      {item.rating ? <Rating value={item.rating} /> : null}
      <blockquote className={styles.quote}>
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <Avatar name={item.name} {...(item.image ? { image: item.image } : {})} />
        <span>
          <span className={styles.name}>{item.name}</span>
          {byline ? <span className={styles.byline}>{byline}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

export function Testimonials({ items }: { readonly items: readonly TestimonialContent[] }) {
  return (
    <Reveal>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.name}>
            <TestimonialCard item={item} />
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
