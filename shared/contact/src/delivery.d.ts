/** What a build of the shell recorded about where its contact form sends (contact-delivery.json). */
export type ContactDelivery =
  | { readonly kind: 'emailjs'; readonly explicit: true; readonly serviceId: string; readonly origin: string }
  /** `origin`: 'same-origin' or an http(s) origin; `explicit` false for the embedded default. */
  | { readonly kind: 'outbox'; readonly explicit: boolean; readonly origin: string }
  | { readonly kind: 'unavailable'; readonly explicit: true; readonly problem: string };

export type EmailJsVariable = 'PUBLIC_EMAILJS_SERVICE_ID' | 'PUBLIC_EMAILJS_TEMPLATE_ID' | 'PUBLIC_EMAILJS_PUBLIC_KEY';
export type ContactFormEnv = Readonly<Record<EmailJsVariable | 'PUBLIC_EMAILJS_ORIGIN', string>>;

export declare const contactDeliveryFile: 'contact-delivery.json';
export declare const emailJsVariables: readonly EmailJsVariable[];
export declare const originVariable: 'PUBLIC_EMAILJS_ORIGIN';
export declare const deliveryGuide: string;

export declare function chooseContactDelivery(env: Readonly<Record<string, string | undefined>>): {
  readonly record: ContactDelivery;
  readonly formEnv: ContactFormEnv;
};
export declare function parseContactDelivery(text: string): ContactDelivery;
export declare function describeContactDelivery(record: ContactDelivery | undefined): string;
export declare function contactDeliveryRefusal(record: ContactDelivery | undefined): string | undefined;
export declare function contactConnectSource(record: ContactDelivery | undefined): string | undefined;
