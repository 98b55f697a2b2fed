import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../audit/audit.service.js';

/** Who made a request, for audit rows: the session's account, or none, and the address. */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  accountId: request.user?.accountId ?? null,
  loginId: request.user?.loginId ?? null,
  ip: request.ip,
});
