import type { ContactValues } from './validation';

/** A complete, well-formed submission, for tests. */
export const sampleContact: ContactValues = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '+919820045678',
  service: 'fintech-solutions',
  message: 'We need a payout integration.',
};

/** Another, different in every field: what a visitor typed, beside a saved draft or a `?service=` link. */
export const typedContact: ContactValues = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+91 98200 12345',
  service: 'web-development',
  message: 'Typed before the app arrived.',
};

/** The form as served, and as a sent message leaves it. */
export const emptyContact: ContactValues = { name: '', email: '', phone: '', service: '', message: '' };
