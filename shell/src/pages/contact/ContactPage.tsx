import { Hero, PageHead } from '@site/ui';

const head = {
  title: 'Contact Us',
  description:
    'Talk to our team about web, app, SEO and payment projects: call, e-mail, WhatsApp or send us a message.',
  keywords: ['contact', 'get a quote', 'web development India', 'payment gateway India'],
};

export function ContactPage() {
  return (
    <>
      <PageHead head={head} />
      <Hero
        content={{ title: 'Contact Us', lead: 'Tell us what you are building; we reply within one business day.' }}
      />
    </>
  );
}
