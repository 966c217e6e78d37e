/**
 * Where the contact form's messages go. A build of the shell chooses once, from its PUBLIC_EMAILJS_*
 * variables, and records the choice beside its files (`contact-delivery.json`): a release, the Node server
 * and the nginx config act on the build's record, never on their own environment. The form is the one thing
 * on the site that earns money, so a release refuses a build that chose nothing, or half of something.
 * Plain JavaScript, for the shell's build and Node alike; its types are in delivery.d.ts.
 */
import { EMAILJS_API_ORIGIN, EMAILJS_SEND_PATH, SAME_ORIGIN, deliveryOrigin } from './index.js';

/** The record's name in the shell's build (and so on the site origin of a release target). */
export const contactDeliveryFile = 'contact-delivery.json';
/** EmailJS needs all three. */
export const emailJsVariables = Object.freeze([
  'PUBLIC_EMAILJS_SERVICE_ID',
  'PUBLIC_EMAILJS_TEMPLATE_ID',
  'PUBLIC_EMAILJS_PUBLIC_KEY',
]);
export const originVariable = 'PUBLIC_EMAILJS_ORIGIN';
/** Where the three setups are explained; every refusal points there. */
export const deliveryGuide = 'README.md#the-contact-form-in-production';

/**
 * What the form sends an outbox in place of EmailJS's ids (an outbox checks only that they are there). The
 * embedded default uses them too, so that `npm start` has a working form with nothing set.
 */
const outboxIds = Object.freeze({
  PUBLIC_EMAILJS_SERVICE_ID: 'local_outbox',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'contact_form',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'local-outbox-key',
});

/** Nothing chosen: the local outbox on the site's own origin, which only the Node server answers. */
const embeddedDefault = Object.freeze({ kind: 'outbox', origin: SAME_ORIGIN, explicit: false });

/** An empty value, which is what a CI variable that does not exist expands to, is no value. */
const valueOf = (env, name) => env[name]?.trim() ?? '';

const listed = (names) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * The build's choice from its environment: `record`, what contact-delivery.json holds (never a secret), and
 * `formEnv`, the PUBLIC_EMAILJS_* values the form is built with, so that the two cannot disagree.
 * - nothing set: the embedded default (not explicit);
 * - the three EmailJS variables, PUBLIC_EMAILJS_ORIGIN unset: EmailJS;
 * - PUBLIC_EMAILJS_ORIGIN set to `same-origin` or another origin than EmailJS's: an outbox there (with the
 *   EmailJS ids when all three are given);
 * - anything else (some of the three, an origin that is not one): unavailable, saying what is wrong.
 */
export function chooseContactDelivery(env) {
  const given = Object.fromEntries([...emailJsVariables, originVariable].map((name) => [name, valueOf(env, name)]));
  const missing = emailJsVariables.filter((name) => given[name] === '');
  const noIds = missing.length === emailJsVariables.length;
  if (noIds && given[originVariable] === '') {
    return { record: embeddedDefault, formEnv: { ...outboxIds, [originVariable]: SAME_ORIGIN } };
  }
  const origin = given[originVariable] === '' ? EMAILJS_API_ORIGIN : deliveryOrigin(given[originVariable]);
  const toEmailJs = origin === EMAILJS_API_ORIGIN;
  const problems = [
    ...(origin ? [] : [`${originVariable} is neither ${SAME_ORIGIN} nor an http(s) origin: ${given[originVariable]}`]),
    ...(missing.length > 0 && (toEmailJs || !noIds)
      ? [`${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} not set`]
      : []),
  ];
  if (problems.length > 0) {
    return { record: { kind: 'unavailable', explicit: true, problem: problems.join('; ') }, formEnv: given };
  }
  const ids = noIds ? outboxIds : given;
  const formEnv = {
    ...Object.fromEntries(emailJsVariables.map((name) => [name, ids[name]])),
    [originVariable]: origin,
  };
  const record = toEmailJs
    ? { kind: 'emailjs', explicit: true, serviceId: given.PUBLIC_EMAILJS_SERVICE_ID, origin }
    : { kind: 'outbox', explicit: true, origin };
  return { record, formEnv };
}

/** Reads a contact-delivery.json; throws, saying why, when it is not a record this module writes. */
export function parseContactDelivery(text) {
  const record = JSON.parse(text);
  const origin = deliveryOrigin(record?.origin);
  const valid =
    (record?.kind === 'emailjs' &&
      record.explicit === true &&
      typeof record.serviceId === 'string' &&
      record.serviceId !== '' &&
      origin === record.origin) ||
    (record?.kind === 'outbox' && typeof record.explicit === 'boolean' && origin === record.origin) ||
    (record?.kind === 'unavailable' && record.explicit === true && typeof record.problem === 'string');
  if (!valid) throw new Error(`not a contact delivery record: ${text.slice(0, 200)}`);
  return record;
}

/** The delivery in a few words, for people (a release's log, `pnpm releases shell`, the server's start). */
export function describeContactDelivery(record) {
  if (!record) return 'not recorded';
  if (record.kind === 'emailjs') return `EmailJS service ${record.serviceId}`;
  if (record.kind === 'unavailable') return `none (${record.problem})`;
  if (record.origin !== SAME_ORIGIN) return `outbox ${record.origin}${EMAILJS_SEND_PATH}`;
  return record.explicit
    ? `outbox ${EMAILJS_SEND_PATH} on the site's own origin`
    : `the local outbox default, ${EMAILJS_SEND_PATH} on the site's own origin (no delivery chosen)`;
}

const setups = `Set ${listed(emailJsVariables)} for EmailJS, or ${originVariable} for your own outbox (${SAME_ORIGIN} when the site's web server passes ${EMAILJS_SEND_PATH} to it), and build again: ${deliveryGuide}.`;

/**
 * Why a build with this record must not be released (a sentence for the refusal), or undefined when its
 * delivery is explicit and complete.
 */
export function contactDeliveryRefusal(record) {
  if (!record) {
    return `it has no ${contactDeliveryFile}: it was built before builds recorded their contact delivery. ${setups}`;
  }
  if (record.kind === 'unavailable') return `its contact delivery is incomplete: ${record.problem}. ${setups}`;
  if (!record.explicit) {
    return `no contact delivery was chosen, so its form would post to ${EMAILJS_SEND_PATH} on the site's own origin, where nothing answers on nginx or object storage. ${setups}`;
  }
  return undefined;
}

/** The origin the site's pages post messages to, for the CSP's connect-src; undefined when 'self' covers it. */
export function contactConnectSource(record) {
  if (record?.kind === 'unavailable' || !record || record.origin === SAME_ORIGIN) return undefined;
  return record.origin;
}
