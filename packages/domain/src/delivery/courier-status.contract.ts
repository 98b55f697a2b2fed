import { z } from 'zod';
import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { upperCodeParams } from '../contract/contract-params.js';
import { deliveryMethodSchema } from './delivery.schema.js';
import { DELIVERY_STATUSES } from './delivery.status.js';

// DeliveryManager/DeliveryCompanyStatus/:code (SPEC §2.15): one courier company's parcels (the
// deliveries sent by one courier method) counted by state; the rows come from the delivery list
// filtered by the method.

export const courierStatusSchema = z.object({
  method: deliveryMethodSchema,
  counts: z.array(z.object({ status: z.enum(DELIVERY_STATUSES), count: z.number().int() })),
});
export type CourierStatus = z.infer<typeof courierStatusSchema>;

export const courierStatusApi = defineContracts({
  status: {
    method: 'GET',
    path: '/api/delivery/v1.0/company/status/:code',
    summary: '택배사 한 곳의 배송 상태별 건수',
    access: STAFF_ONLY,
    params: upperCodeParams('택배 방법 코드'),
    response: courierStatusSchema,
  },
});
