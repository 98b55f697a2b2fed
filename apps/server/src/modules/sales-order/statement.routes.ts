import { statementApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { cancelStatementByCode, carEstimate, transactionStatement } from './customer-statement.service.js';
import { cancelStatement, orderStatement } from './statement.service.js';

// The print pages of SPEC §2.11: statements, estimates and the transaction statement of a period.

export const statementRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, statementApi, {
    sale: async ({ params, user }) => orderStatement(db, params.code, user, 'sale'),
    estimate: async ({ params, user }) => orderStatement(db, params.code, user, 'estimate'),
    cancel: async ({ params, user }) => cancelStatement(db, params.id, user),
    cancelByCode: async ({ params, user }) => cancelStatementByCode(db, params.code, user),
    carEstimate: async ({ body, user }) => carEstimate(db, body, user),
    transaction: async ({ body, user }) => transactionStatement(db, body, user),
  });
};
