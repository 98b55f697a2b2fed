import { salesGraphApi, salesReportApi } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { customerOrderHistory, customerOrderProfit } from './customer-order-report.service.js';
import { changeOrderDate, changeReservation, fixStatusOf, printUserCheck } from './order-calls.service.js';
import { listOrderChanges, listOrderEvents, orderEventsOf } from './order-log.service.js';
import { daysAgoYmd, hasFilterOn, reportPage, reportWhere } from './order-report.query.js';
import {
  integratedList,
  integratedStatus,
  onlineOrderList,
  orderCheckList,
  problemList,
} from './order-report.service.js';
import { appOrderGraph, hourlyGraph, productMonthlyGraph } from './sales-graph.service.js';
import { vinDuplicates } from './vin-duplicate.service.js';

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Order lists, the order log and the sales graphs (issue 8): company staff only, as their
// contracts declare. Customer users read their own orders through the order and statement calls.
export const salesReportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, salesReportApi, {
    // The order log (OrderLog, OrderChangeInfoList)
    eventList: async ({ body }) => listOrderEvents(db, body),
    changeList: async ({ body }) => listOrderChanges(db, body),
    orderLog: async ({ params }) => orderEventsOf(db, params.code),

    // Order list calls (SPEC §7.8)
    carNumberList: async ({ body }) => {
      const { carNumber, ...query } = body;
      const digits = carNumber.replace(/\s+/g, '');
      return reportPage(
        db,
        reportWhere(query, [
          sql`replace(${salesOrders.carNumber}, ' ', '') like ${containsPattern(digits)}`,
          // A car's history over a year unless the caller bounds it.
          hasFilterOn(query.filters, 'orderDate')
            ? undefined
            : sql`${salesOrders.orderDate} >= ${daysAgoYmd(365)}::date`,
        ]),
        query,
      );
    },
    fixStatus: async ({ body }) => fixStatusOf(db, body.codes),
    printUserCheck: async ({ body }) => printUserCheck(db, body.codes),
    dateChange: async ({ params, body, actor }) =>
      answer(await changeOrderDate(db, params.code, body, actor), '주문일을 바꿨습니다.'),
    reservationChange: async ({ params, body, actor }) =>
      answer(await changeReservation(db, params.code, body, actor), '예약 일시를 바꿨습니다.'),

    // Order reports
    integratedStatus: async ({ body }) => integratedStatus(db, body.date),
    integratedList: async ({ body }) => integratedList(db, body),
    checkList: async ({ body }) => orderCheckList(db, body),
    problemList: async ({ body }) => problemList(db, body),
    vinDuplicateList: async ({ body }) => vinDuplicates(db, body),
    onlineList: async ({ body }) => onlineOrderList(db, body),
    customerOrderHistory: async ({ body }) => customerOrderHistory(db, body),
    customerOrderProfit: async ({ body }) => customerOrderProfit(db, body),
  });

  // Graphs (SPEC §7.8 graph calls)
  mountContracts(app, salesGraphApi, {
    hourlySales: async ({ body }) => hourlyGraph(db, body.date),
    productMonthly: async ({ body }) => productMonthlyGraph(db, body),
    appOrder: async ({ body }) => appOrderGraph(db, body),
  });
};
