import {
  type BodyOf,
  type Contract,
  groupOf,
  isRawResponse,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@erp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { requireUser, type SessionUser } from '../access/access.js';
import { actorOf } from '../auth/actor.js';
import { envelopeOf, ok } from './envelope.js';

/** A successful answer with its own Korean message (and status, e.g. 202 for a started job). */
export class Answer<T> {
  constructor(
    readonly response: T,
    readonly message: string,
    readonly status = 200,
  ) {}
}

export const answer = <T>(response: T, message: string, status?: number): Answer<T> =>
  new Answer(response, message, status);

/** What a contract handler reads: validated input, the caller, and the raw request for the rest. */
export type ContractCall<C extends Contract> = {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  /** The logged-in caller; throws E0401 when read on an anonymous call. */
  readonly user: SessionUser;
  /** The caller or null, for endpoints open to anyone. */
  readonly maybeUser: SessionUser | null;
  /** Who did it, for audit rows. */
  readonly actor: ReturnType<typeof actorOf>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * A JSON contract's handler returns the `response` value (or an `answer` with its message); a
 * file, stream or socket contract's handler answers through `reply` itself.
 */
export type ContractHandler<C extends Contract> = (
  call: ContractCall<C>,
) => Promise<C['response'] extends { raw: string } ? unknown : ResponseOf<C> | Answer<ResponseOf<C>>>;

export type MountOptions = {
  /**
   * A refused request still reaches the handler, which reads `request.validationError` and must
   * throw it (login counts a refused body as a failed attempt before refusing it).
   */
  attachValidation?: boolean;
};

/**
 * Mounts one endpoint from its contract: path, method, access, request schemas, the envelope's
 * response schema (Fastify's serializer parses every answer by it, so a drifted answer is caught
 * in the first test that reaches it) and the OpenAPI entry.
 */
export const mountContract = <C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: MountOptions = {},
): void => {
  const raw = isRawResponse(contract.response);
  app.route({
    method: contract.method,
    url: contract.path,
    config: { access: contract.access, contract },
    ...(options.attachValidation ? { attachValidation: true } : {}),
    schema: {
      summary: contract.summary,
      tags: [groupOf(contract.path)],
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(raw ? {} : { response: { 200: envelopeOf(contract.response as never) } }),
    },
    handler: async (request, reply) => {
      const call: ContractCall<C> = {
        params: request.params as ParamsOf<C>,
        query: request.query as QueryOf<C>,
        body: request.body as BodyOf<C>,
        get user() {
          return requireUser(request.user);
        },
        maybeUser: request.user,
        get actor() {
          return actorOf(request);
        },
        request,
        reply,
      };
      const result = await handler(call);
      if (raw) return result;
      if (result instanceof Answer) {
        reply.status(result.status);
        return ok(result.response, result.message);
      }
      return ok(result);
    },
  });
};

/** Mounts several contracts of one area with their handlers, keyed alike. */
export const mountContracts = <R extends Record<string, Contract>>(
  app: FastifyInstance,
  contracts: R,
  handlers: { [K in keyof R]: ContractHandler<R[K]> },
): void => {
  for (const key of Object.keys(contracts) as (keyof R)[]) {
    mountContract(app, contracts[key] as R[keyof R], handlers[key]);
  }
};

/**
 * Mounts a WebSocket endpoint (a SOCKET_RESPONSE contract): the upgrade is checked for access and
 * its path parameters by the contract like any other call; the handler owns the socket.
 */
export const mountSocketContract = <C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (socket: WebSocket, request: FastifyRequest, params: ParamsOf<C>) => void,
): void => {
  app.route({
    method: 'GET',
    url: contract.path,
    config: { access: contract.access, contract },
    schema: {
      summary: contract.summary,
      tags: [groupOf(contract.path)],
      ...(contract.params ? { params: contract.params } : {}),
    },
    // `wsHandler` rather than `websocket: true`, which would hide the route from the OpenAPI
    // document; a plain HTTP GET gets the 404 the websocket plugin gives it.
    handler: async (_request, reply) => reply.code(404).send(),
    wsHandler: (socket, request) => handler(socket, request, request.params as ParamsOf<C>),
  });
};
