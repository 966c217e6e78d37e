import { EMAILJS_SEND_PATH, contactProblems } from '@site/contact';
import { limitEachClient, refuse } from './clientLimits.mjs';

/** A message is at most 5,000 characters of text plus four short fields: far below this. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Per client address: a person sends a few messages; a script is stopped here. */
export const sendLimits = [
  { max: 5, timeWindow: 60_000 },
  { max: 50, timeWindow: 24 * 60 * 60_000 },
];

/**
 * A stand-in for EmailJS's send endpoint, so that a fresh `npm start` has a working contact form and a
 * self-hosted site can keep its messages (`pnpm serve --outbox-only`): a Fastify plugin (needs
 * @fastify/rate-limit registered). It accepts exactly what the form sends: a JSON body
 * with the service and template ids and the five fields, checked by the form's own rules (`@site/contact`);
 * then appends it to the outbox file and answers `200 OK`, as EmailJS does.
 */
export function outboxRoutes({ outbox, limits = sendLimits }) {
  return async function outboxPlugin(app) {
    // A JSON body only (Fastify's parser for it); anything else is 415.
    app.removeContentTypeParser('text/plain');
    const limitClient = limitEachClient(
      app,
      limits,
      (seconds) => `Too many messages from this address: try again in ${seconds} s.`,
    );

    app.post(EMAILJS_SEND_PATH, { bodyLimit: MAX_BODY_BYTES, preHandler: limitClient }, async (request, reply) => {
      const payload = request.body;
      const params = payload?.template_params;
      for (const field of ['service_id', 'template_id']) {
        if (typeof payload?.[field] !== 'string' || payload[field] === '') {
          return refuse(reply, 400, `${field} must be a non-empty string.`, { field });
        }
      }
      if (typeof params !== 'object' || params === null || Array.isArray(params)) {
        return refuse(reply, 400, 'template_params must be an object.', { field: 'template_params' });
      }
      const problems = contactProblems(params, { serviceBy: 'label' });
      const [field] = Object.keys(problems);
      if (field) return refuse(reply, 400, `template_params.${field} is ${problems[field]}.`, { field, problems });
      await outbox.append({
        receivedAt: new Date().toISOString(),
        serviceId: payload.service_id,
        templateId: payload.template_id,
        name: params.name,
        email: params.email,
        phone: params.phone,
        service: params.service,
        message: params.message,
      });
      return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('OK');
    });
  };
}
