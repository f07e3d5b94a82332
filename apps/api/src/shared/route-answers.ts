import type { FastifyReply } from 'fastify';

/**
 * The answers many routes give the same way once their service is done. They take the service's
 * promise, so that a route's handler stays one call: what it does, then how it answers.
 */

/** A change that answers only that it is done (the contracts' Ok). */
export async function okAfter(work: Promise<unknown>): Promise<{ ok: true }> {
  await work;
  return { ok: true };
}

/** A creation: 201 with what the service answers (the route's 201 schema checks it when it is sent). */
export async function created(reply: FastifyReply, work: Promise<unknown>): Promise<FastifyReply> {
  return reply.code(201).send(await work);
}
