/** What the contact form says, as SPEC §5 and §8 word it: shared by the Playwright and the engine suites. */

export const toasts = {
  invalid: 'Please fill out all required fields correctly.',
  sending: 'Sending your message...',
  success: "Message sent! We'll be in touch soon.",
  failure: 'Something went wrong. Please try again.',
};

/** The message under each field of an empty form. */
export const requiredMessages = {
  name: 'Name is required.',
  email: 'Email is required.',
  phone: 'Phone number is required.',
  service: 'Please select a service.',
  message: 'Message is required.',
} as const;
