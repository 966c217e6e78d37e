/** Answers a client error with a JSON body that says what to fix. */
export const refuse = (reply, status, message, details = {}) => reply.code(status).send({ error: message, ...details });

/**
 * A hook that counts each request of a client (its address, as Fastify derives it) against every one of
 * `limits` (`{ max, timeWindow }`, @fastify/rate-limit's, which must be registered), and answers 429 past any
 * of them, with the longest wait of the exceeded ones as Retry-After and `tooMany(seconds)` as the message.
 * Each call makes buckets of its own: one endpoint's traffic never uses up another's allowance.
 */
export function limitEachClient(app, limits, tooMany) {
  const checks = limits.map((limit) => app.createRateLimit(limit));
  return async (request, reply) => {
    const results = await Promise.all(checks.map((check) => check(request)));
    const exceeded = results.filter((result) => result.isExceeded);
    if (exceeded.length === 0) return;
    const seconds = Math.max(...exceeded.map((result) => result.ttlInSeconds));
    reply.header('Retry-After', String(seconds));
    return refuse(reply, 429, tooMany(seconds));
  };
}
