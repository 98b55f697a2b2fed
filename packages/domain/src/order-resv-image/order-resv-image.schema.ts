import { z } from 'zod';
import { customerRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { dayListField, newestFirst } from '../purchase/supplier-document-fields.js';

// Photos attached to reservation orders (OrderResvImgMobile, OrderResvImgList): taken with a
// phone's camera, checked by content (JPEG, PNG, GIF, TIFF) and stored outside the web root.

export const resvImageSchema = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  ...customerRefFields,
  reservationDate: z.string().nullable(),
  reservationTime: z.string().nullable(),
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type ResvImage = z.infer<typeof resvImageSchema>;

export const RESV_IMAGE_LIST_SPEC = {
  fields: {
    createdAt: dayListField('올린 날'),
    reservationDate: dayListField('예약일'),
    customerCode: { kind: 'text', label: '거래처', operators: ['eq'] },
    orderCode: { kind: 'text', label: '주문 번호', operators: ['eq'] },
  },
  ...newestFirst('createdAt'),
} as const satisfies ListSpec;
export const resvImagePageSchema = listPageSchema(resvImageSchema);

/** A reservation order the phone page offers to attach photos to. */
export const resvOrderSchema = z.object({
  code: z.string(),
  ...customerRefFields,
  carNumber: z.string().nullable(),
  reservationDate: z.string(),
  reservationTime: z.string().nullable(),
  imageCount: z.number().int(),
});
export type ResvOrder = z.infer<typeof resvOrderSchema>;
