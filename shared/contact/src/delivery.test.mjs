import { describe, expect, it } from 'vitest';
import {
  chooseContactDelivery,
  contactConnectSource,
  contactDeliveryRefusal,
  describeContactDelivery,
  parseContactDelivery,
} from './delivery.js';

const emailJs = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_x',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_y',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'key_z',
};
/** The ids the form sends an outbox in place of EmailJS's. */
const outboxIds = {
  PUBLIC_EMAILJS_SERVICE_ID: 'local_outbox',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'contact_form',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'local-outbox-key',
};
const record = (env) => chooseContactDelivery(env).record;

describe('chooseContactDelivery', () => {
  it('with nothing set, builds the local outbox on the site’s own origin, recorded as not chosen', () => {
    expect(chooseContactDelivery({ PATH: '/usr/bin' })).toEqual({
      record: { kind: 'outbox', origin: 'same-origin', explicit: false },
      formEnv: { ...outboxIds, PUBLIC_EMAILJS_ORIGIN: 'same-origin' },
    });
  });

  it('counts an empty or blank value, as an unset CI variable expands, as unset', () => {
    const blank = { PUBLIC_EMAILJS_SERVICE_ID: '', PUBLIC_EMAILJS_TEMPLATE_ID: ' ', PUBLIC_EMAILJS_ORIGIN: '' };
    expect(record(blank)).toEqual({ kind: 'outbox', origin: 'same-origin', explicit: false });
    expect(record({ ...emailJs, PUBLIC_EMAILJS_PUBLIC_KEY: '' })).toEqual({
      kind: 'unavailable',
      explicit: true,
      problem: 'PUBLIC_EMAILJS_PUBLIC_KEY is not set',
    });
  });

  it('with the three EmailJS variables, sends to EmailJS and records the service id, never the key', () => {
    const { record: chosen, formEnv } = chooseContactDelivery(emailJs);
    expect(chosen).toEqual({
      kind: 'emailjs',
      explicit: true,
      serviceId: 'service_x',
      origin: 'https://api.emailjs.com',
    });
    expect(JSON.stringify(chosen)).not.toContain('key_z');
    expect(formEnv).toEqual({ ...emailJs, PUBLIC_EMAILJS_ORIGIN: 'https://api.emailjs.com' });
    expect(record({ ...emailJs, PUBLIC_EMAILJS_ORIGIN: 'https://api.emailjs.com/' })).toEqual(chosen);
  });

  it('names every variable a partial EmailJS setup lacks', () => {
    expect(record({ PUBLIC_EMAILJS_SERVICE_ID: 'service_x' })).toEqual({
      kind: 'unavailable',
      explicit: true,
      problem: 'PUBLIC_EMAILJS_TEMPLATE_ID and PUBLIC_EMAILJS_PUBLIC_KEY are not set',
    });
    expect(record({ PUBLIC_EMAILJS_ORIGIN: 'https://api.emailjs.com' })).toMatchObject({
      kind: 'unavailable',
      problem: 'PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID and PUBLIC_EMAILJS_PUBLIC_KEY are not set',
    });
    // An outbox needs no ids, but half of them is a mistake all the same.
    expect(record({ PUBLIC_EMAILJS_ORIGIN: 'same-origin', PUBLIC_EMAILJS_TEMPLATE_ID: 'template_y' })).toMatchObject({
      kind: 'unavailable',
      problem: 'PUBLIC_EMAILJS_SERVICE_ID and PUBLIC_EMAILJS_PUBLIC_KEY are not set',
    });
  });

  it('with an outbox origin, sends there, with the outbox ids unless all three EmailJS ids are given', () => {
    expect(chooseContactDelivery({ PUBLIC_EMAILJS_ORIGIN: 'https://outbox.example.in/' })).toEqual({
      record: { kind: 'outbox', origin: 'https://outbox.example.in', explicit: true },
      formEnv: { ...outboxIds, PUBLIC_EMAILJS_ORIGIN: 'https://outbox.example.in' },
    });
    const sameOrigin = chooseContactDelivery({ ...emailJs, PUBLIC_EMAILJS_ORIGIN: ' same-origin ' });
    expect(sameOrigin.record).toEqual({ kind: 'outbox', origin: 'same-origin', explicit: true });
    expect(sameOrigin.formEnv).toEqual({ ...emailJs, PUBLIC_EMAILJS_ORIGIN: 'same-origin' });
  });

  it('refuses an origin that is not one', () => {
    for (const origin of ['outbox.example.in', 'javascript:alert(1)', 'ftp://outbox.example.in']) {
      expect(record({ PUBLIC_EMAILJS_ORIGIN: origin })).toEqual({
        kind: 'unavailable',
        explicit: true,
        problem: `PUBLIC_EMAILJS_ORIGIN is neither same-origin nor an http(s) origin: ${origin}`,
      });
    }
  });
});

describe('a recorded delivery', () => {
  const chosen = [
    record({}),
    record(emailJs),
    record({ PUBLIC_EMAILJS_ORIGIN: 'https://outbox.example.in' }),
    record({ PUBLIC_EMAILJS_SERVICE_ID: 'service_x' }),
  ];

  it('reads back as written, and anything else is refused', () => {
    for (const delivery of chosen) expect(parseContactDelivery(JSON.stringify(delivery))).toEqual(delivery);
    for (const text of [
      '{}',
      '[]',
      'null',
      '{"kind":"emailjs","explicit":false,"serviceId":"s","origin":"https://api.emailjs.com"}',
      '{"kind":"emailjs","explicit":true,"origin":"https://api.emailjs.com"}',
      '{"kind":"outbox","explicit":true,"origin":"https://outbox.example.in/path"}',
      '{"kind":"outbox","origin":"same-origin"}',
      '{"kind":"unavailable","explicit":true}',
    ]) {
      expect(() => parseContactDelivery(text), text).toThrow('not a contact delivery record');
    }
    expect(() => parseContactDelivery('{"kind":')).toThrow(SyntaxError);
  });

  it('is described in a few words: the service id or the outbox URL', () => {
    expect(chosen.map(describeContactDelivery)).toEqual([
      "the local outbox default, /api/v1.0/email/send on the site's own origin (no delivery chosen)",
      'EmailJS service service_x',
      'outbox https://outbox.example.in/api/v1.0/email/send',
      'none (PUBLIC_EMAILJS_TEMPLATE_ID and PUBLIC_EMAILJS_PUBLIC_KEY are not set)',
    ]);
    expect(describeContactDelivery(record({ PUBLIC_EMAILJS_ORIGIN: 'same-origin' }))).toBe(
      "outbox /api/v1.0/email/send on the site's own origin",
    );
    expect(describeContactDelivery(undefined)).toBe('not recorded');
  });

  it('may be released only when chosen and complete; a refusal names the variables and the README section', () => {
    const [embedded, viaEmailJs, viaOutbox, partial] = chosen;
    expect(contactDeliveryRefusal(viaEmailJs)).toBeUndefined();
    expect(contactDeliveryRefusal(viaOutbox)).toBeUndefined();
    for (const refused of [embedded, partial, undefined]) {
      const reason = contactDeliveryRefusal(refused);
      expect(reason).toContain('PUBLIC_EMAILJS_SERVICE_ID');
      expect(reason).toContain('PUBLIC_EMAILJS_ORIGIN');
      expect(reason).toContain('README.md#the-contact-form-in-production');
    }
    expect(contactDeliveryRefusal(embedded)).toContain('no contact delivery was chosen');
    expect(contactDeliveryRefusal(partial)).toContain(
      'incomplete: PUBLIC_EMAILJS_TEMPLATE_ID and PUBLIC_EMAILJS_PUBLIC_KEY are not set',
    );
    expect(contactDeliveryRefusal(undefined)).toContain('it has no contact-delivery.json');
  });

  it("gives the CSP the origin the form posts to, unless it is the site's own", () => {
    expect(chosen.map(contactConnectSource)).toEqual([
      undefined,
      'https://api.emailjs.com',
      'https://outbox.example.in',
      undefined,
    ]);
    expect(contactConnectSource(undefined)).toBeUndefined();
  });
});
