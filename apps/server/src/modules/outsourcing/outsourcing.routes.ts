import {
  ADMIN_REQUEST_COLUMNS,
  mobisApi,
  outsourcingPurchaseApi,
  outsourcingRequestApi,
  outsourcingSalesApi,
  outsourcingStatementApi,
  outsourcingUserApi,
  PARTNER_AS_COLUMNS,
  PARTNER_PRODUCT_COLUMNS,
  PARTNER_PURCHASE_COLUMNS,
  PARTNER_REQUEST_COLUMNS,
  PARTNER_SALE_COLUMNS,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { cancelMobisSale, listMobisSales, saveMobisSale, sellMobisReservation } from './mobis.service.js';
import { deleteMobisPurchase, listMobisPurchases } from './mobis-purchase.service.js';
import { listPartnerAs } from './partner-as.service.js';
import { listPartnerProducts } from './partner-product.service.js';
import { listPurchaseOrders, purchaseOrderDetail, savePurchaseOrder } from './partner-purchase.service.js';
import { listPartnerLinks, listPartnerSales, savePartnerLink } from './partner-sales.service.js';
import { partnerStatement } from './partner-statement.service.js';
import {
  deletePartnerUser,
  insertPartnerUser,
  listPartnerUsers,
  modifyPartnerUser,
  partnerUserOf,
} from './partner-user.service.js';
import {
  checkErpCode,
  checkRequestCancel,
  fixRequest,
  registerErpOrder,
  requestRequestCancel,
  saveRequest,
  takeRequest,
  updateErpCode,
} from './request-flow.service.js';
import {
  adminRequestView,
  listAdminRequests,
  listPartnerRequests,
  partnerRequestView,
  requestPages,
} from './request-view.service.js';

// SPEC §7.6 outsourcing order requests and the partner's sales list.

const today = () => new Date().toISOString().slice(0, 10);

export const outsourcingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, outsourcingRequestApi, {
    save: async ({ body, user, actor }) => {
      const code = await saveRequest(db, user, body, actor);
      return answer(await partnerRequestView(db, code, user), `주문 요청 ${code}을(를) 등록했습니다.`);
    },
    customerList: async ({ body, user }) => listPartnerRequests(db, user, body),
    customerExcel: async ({ body, user, reply }) =>
      sendXlsx(reply, {
        fileName: `주문요청목록_${today()}.xlsx`,
        sheetName: '주문 요청',
        columns: excelColumnsOf(PARTNER_REQUEST_COLUMNS),
        batches: requestPages((page) => listPartnerRequests(db, user, { ...body, page, size: 200 })),
      }),
    waybillList: async ({ body, user }) => listPartnerRequests(db, user, body, 'waybill'),
    check: async ({ params, user }) => partnerRequestView(db, params.id, user),
    cancelRequestUpdate: async ({ params, body, user, actor }) => {
      await requestRequestCancel(db, user, params.id, body, actor);
      return answer(
        await partnerRequestView(db, params.id, user),
        '취소를 요청했습니다. 본사가 확인하면 취소됩니다.',
      );
    },
    adminList: async ({ body, user }) => listAdminRequests(db, user, body),
    adminExcel: async ({ body, user, reply }) =>
      sendXlsx(reply, {
        fileName: `협력사주문요청_${today()}.xlsx`,
        sheetName: '협력사 주문 요청',
        columns: excelColumnsOf(ADMIN_REQUEST_COLUMNS),
        batches: requestPages((page) => listAdminRequests(db, user, { ...body, page, size: 200 })),
      }),
    adminCancelList: async ({ body, user }) => listAdminRequests(db, user, body, 'cancelOpen'),
    adminCancelHistoryList: async ({ body, user }) => listAdminRequests(db, user, body, 'cancelHistory'),
    adminSingle: async ({ params, user }) => adminRequestView(db, params.id, user),
    workingYUpdate: async ({ params, body, user, actor }) => {
      await takeRequest(db, params.id, body.version, actor);
      return answer(await adminRequestView(db, params.id, user), '주문 요청을 맡았습니다.');
    },
    erpCodeCheck: async ({ params, body }) => checkErpCode(db, params.id, body.orderCode),
    erpOrderCodeUpdate: async ({ params, body, user, actor }) => {
      await updateErpCode(db, params.id, body.orderCode, body.version, actor);
      return answer(
        await adminRequestView(db, params.id, user),
        `ERP 주문 ${body.orderCode}을(를) 기록했습니다.`,
      );
    },
    erpOrderRegister: async ({ params, body, user, actor }) => {
      await registerErpOrder(db, params.id, body, actor);
      const view = await adminRequestView(db, params.id, user);
      return answer(view, `ERP 주문 ${view.erpOrderCode ?? ''}을(를) 등록하고 요청에 기록했습니다.`);
    },
    fixYnUpdate: async ({ params, body, user, actor }) => {
      await fixRequest(db, params.id, body.version, actor);
      return answer(
        await adminRequestView(db, params.id, user),
        '주문을 확정했습니다. 재고와 미수금에 반영했습니다.',
      );
    },
    cancelCheckY: async ({ params, body, user, actor }) => {
      await checkRequestCancel(db, params.id, body.version, actor, ctx.realtime);
      return answer(await adminRequestView(db, params.id, user), '취소를 확인했습니다.');
    },
  });
  mountContracts(app, outsourcingSalesApi, {
    salesList: async ({ body, user }) => listPartnerSales(db, user, body),
    salesExcel: async ({ body, user, reply }) =>
      sendXlsx(reply, {
        fileName: `품목주문목록_${today()}.xlsx`,
        sheetName: '품목 주문',
        columns: excelColumnsOf(PARTNER_SALE_COLUMNS),
        batches: requestPages((page) => listPartnerSales(db, user, { ...body, page, size: 200 })),
      }),
    productList: async ({ body, user }) => listPartnerProducts(db, user, body),
    productExcel: async ({ body, user, reply }) =>
      sendXlsx(reply, {
        fileName: `상품목록_${today()}.xlsx`,
        sheetName: '상품',
        columns: excelColumnsOf(PARTNER_PRODUCT_COLUMNS),
        batches: requestPages((page) => listPartnerProducts(db, user, { ...body, page, size: 200 })),
      }),
    asList: async ({ body, user }) => listPartnerAs(db, user, body),
    asExcel: async ({ body, user, reply }) =>
      sendXlsx(reply, {
        fileName: `AS목록_${today()}.xlsx`,
        sheetName: 'AS',
        columns: excelColumnsOf(PARTNER_AS_COLUMNS),
        batches: requestPages((page) => listPartnerAs(db, user, { ...body, page, size: 200 })),
      }),
    partnerList: async () => listPartnerLinks(db),
    partnerSave: async ({ body, actor }) =>
      answer(await savePartnerLink(db, body, actor), '협력사 거래처를 저장했습니다.'),
  });
  mountContracts(app, outsourcingUserApi, {
    insert: async ({ body, user, actor }) =>
      answer(await insertPartnerUser(db, user, body, actor), '협력사 사용자를 등록했습니다.'),
    list: async ({ body, user }) => listPartnerUsers(db, user, body),
    single: async ({ params, user }) => partnerUserOf(db, user, params.id),
    modify: async ({ params, body, user, actor }) =>
      answer(await modifyPartnerUser(db, user, params.id, body, actor), '협력사 사용자를 수정했습니다.'),
    delete: async ({ params, user, actor }) =>
      answer(await deletePartnerUser(db, user, params.id, actor), '협력사 사용자를 삭제(사용 중지)했습니다.'),
  });
  mountContracts(app, outsourcingPurchaseApi, {
    save: async ({ body, user, actor }) => {
      const saved = await savePurchaseOrder(db, user, body, actor);
      return answer(saved, `발주 ${saved.orderCode}을(를) 등록했습니다. 본사가 확인하면 출고됩니다.`);
    },
    orderList: async ({ body, user }) => listPurchaseOrders(db, user, body),
    orderExcel: async ({ body, user, reply }) =>
      sendXlsx(reply, {
        fileName: `발주목록_${today()}.xlsx`,
        sheetName: '발주',
        columns: excelColumnsOf(PARTNER_PURCHASE_COLUMNS),
        batches: requestPages((page) => listPurchaseOrders(db, user, { ...body, page, size: 200 })),
      }),
    detailList: async ({ params, user }) => purchaseOrderDetail(db, user, params.id),
  });
  mountContracts(app, outsourcingStatementApi, {
    statement: async ({ params, user }) => partnerStatement(db, user, params.id),
  });
  mountContracts(app, mobisApi, {
    saleSave: async ({ body, user, actor }) => {
      const row = await saveMobisSale(db, user, body, actor);
      return answer(row, `${row.kind === 'sale' ? '매출' : '예약'} ${row.code}을(를) 등록했습니다.`);
    },
    saleList: async ({ body, user }) => listMobisSales(db, user, body),
    saleCancel: async ({ params, user, actor }) => {
      const row = await cancelMobisSale(db, user, params.id, actor);
      return answer(row, `${row.code}을(를) 취소했습니다.`);
    },
    reservationSell: async ({ params, user, actor }) => {
      const row = await sellMobisReservation(db, user, params.id, actor);
      return answer(row, `예약을 매출 ${row.code}(으)로 등록했습니다.`);
    },
    purchaseList: async ({ body }) => listMobisPurchases(db, body),
    purchaseDelete: async ({ params, actor }) =>
      answer(await deleteMobisPurchase(db, params.id, actor), '모비스 매입을 삭제했습니다.'),
  });
};
