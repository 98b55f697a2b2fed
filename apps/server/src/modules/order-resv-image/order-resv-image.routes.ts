import { resvImageApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { sendStoredFile, uploadedFile } from '../upload/image-store.js';
import { listResvImages, readResvImage, resvOrders, uploadResvImage } from './order-resv-image.service.js';

// Reservation photos under /api/order/v1.0/resv/image (resvImageApi in the domain).
export const resvImageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config } = ctx;
  mountContracts(app, resvImageApi, {
    orders: async () => resvOrders(db),
    upload: async ({ params, request, actor }) =>
      answer(
        await uploadResvImage(db, config.dataDir, params.code, await uploadedFile(request), actor),
        '사진을 올렸습니다.',
      ),
    list: async ({ body }) => listResvImages(db, body),
    file: async ({ params, reply }) =>
      sendStoredFile(reply, await readResvImage(db, config.dataDir, params.id)),
  });
};
