import { company, mailHref, telHref, whatsappHref } from '@site/company';
import type { Action, CardContent, HeroContent, IconName, SectionHeadingContent } from '@site/ui';

/** Every word of the contact page: headings, labels, copy and messages (SPEC §2 "Contact", §5, §8). */

const hoursLine = `${company.businessHours.days}, ${company.businessHours.hours}`;

export const hero: HeroContent = {
  eyebrow: 'Contact us',
  title: "Let's talk about your project",
  lead: 'Tell us what you want to build, fix or grow: a website, an app, an API, search rankings or payments. A specialist reads every message and answers with clear next steps.',
  highlights: ['No-obligation consultation', 'A named point of contact', 'Plain-language proposals'],
};

/** A contact card beside the hero: one way to reach us, as a link. */
export interface ContactChannel {
  readonly icon: IconName;
  readonly title: string;
  readonly value: string;
  readonly note: string;
  readonly href: string;
}

export const channelsLabel = 'Ways to reach us';

export const channels: readonly ContactChannel[] = [
  {
    icon: 'phone',
    title: 'Call us',
    value: company.phone.display,
    note: hoursLine,
    href: telHref,
  },
  {
    icon: 'mail',
    title: 'Email us',
    value: company.email,
    note: 'Send your brief, documents or questions any time.',
    href: mailHref('Project enquiry'),
  },
  {
    icon: 'chat',
    title: 'Chat on WhatsApp',
    value: 'Message our team',
    note: 'Quick questions, straight from your phone.',
    href: whatsappHref(),
  },
];

/** Spoken after an external link's text; mailto: and tel: links hand over to the device instead. */
export const newTabNote = ' (opens in a new tab)';

export const formHeading: SectionHeadingContent = {
  eyebrow: 'Send us a message',
  title: 'Tell us about your project',
  lead: 'Share a few details and the right specialist will get back to you.',
};

export const detailsHeading: SectionHeadingContent = {
  eyebrow: 'Visit or call',
  title: 'Other ways to reach us',
};

export const detailCards: readonly CardContent[] = [
  {
    icon: 'clock',
    title: 'Business hours',
    description: hoursLine,
  },
  {
    icon: 'map-pin',
    title: 'Our office',
    description: company.address.lines.join(', '),
    link: { label: 'Open in Google Maps', href: company.address.mapsUrl, icon: 'map-pin' },
  },
];

export const chat: { readonly title: string; readonly lead: string; readonly action: Action } = {
  title: 'Prefer to chat?',
  lead: 'Start a WhatsApp conversation with our team and share your requirements at your own pace.',
  action: { label: 'Chat on WhatsApp', href: whatsappHref(), icon: 'chat', variant: 'primary' },
};

export const nextSteps: { readonly title: string; readonly steps: readonly string[] } = {
  title: 'What happens next',
  steps: [
    'We read your message and match it to the right specialist.',
    'We call or email you to understand your goals, timeline and budget.',
    'You receive a clear proposal with scope, milestones and price.',
  ],
};

export interface FieldCopy {
  readonly label: string;
  readonly placeholder?: string;
  readonly hint?: string;
}

export const form = {
  /** The form's accessible name. */
  label: 'Contact form',
  requiredNote: 'All fields are required.',
  fields: {
    name: { label: 'Full name', placeholder: 'Your name' },
    email: { label: 'Email address', placeholder: 'you@company.com' },
    phone: {
      label: 'Phone number',
      placeholder: '+91 98765 43210',
      hint: '10 to 15 digits, with an optional + and country code. Spaces and dashes are fine.',
    },
    service: { label: 'Service you need', placeholder: 'Select a service' },
    message: {
      label: 'Your message',
      placeholder: 'What are you building, what should it achieve and by when?',
    },
  } satisfies Record<string, FieldCopy>,
  honeypot: { label: 'Leave this field blank' },
  submit: 'Send Message',
  sending: 'Sending...',
  /** Shown when Send is pressed before the page has finished loading: the message goes once it has. */
  pending: 'Your message will be sent in a moment, as soon as the page has finished loading.',
  privacy: {
    before: 'We use your details only to answer your enquiry. Read our ',
    link: { text: 'Privacy Policy', href: '/privacy' },
    after: '.',
  },
  counter: {
    /** Read after the visible "0 / 5,000". */
    unit: ' characters',
    remaining: (count: string) => `${count} characters left`,
    limitReached: (max: string) => `Character limit reached: ${max} characters.`,
  },
} as const;

/** Field errors, exactly as SPEC §5 words them (the length limit is ours: the form accepts 5,000 characters). */
export const validationMessages = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Phone number is invalid.',
  serviceRequired: 'Please select a service.',
  messageRequired: 'Message is required.',
  messageTooLong: 'Message must be 5,000 characters or fewer.',
} as const;

/** Toasts and the internal error, exactly as SPEC §8 words them. */
export const toastMessages = {
  invalid: 'Please fill out all required fields correctly.',
  sending: 'Sending your message...',
  success: "Message sent! We'll be in touch soon.",
  failure: 'Something went wrong. Please try again.',
  preview: 'This is a preview of the site: messages sent from it are not delivered.',
} as const;

export const EMAIL_SERVICE_UNAVAILABLE = 'Email service is not available.';
