import type { ContactValues } from './validation';

/** A complete, well-formed submission, for tests. */
export const sampleContact: ContactValues = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '+919820045678',
  service: 'fintech-solutions',
  message: 'We need a payout integration.',
};
