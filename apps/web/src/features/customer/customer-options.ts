import { CUSTOMER_STATUS_LABELS, CUSTOMER_STATUSES, CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES } from '@erp/domain';
import type { FieldOption } from '../../components/form-page/form-page.types';

// The customer choices the list and its filters share with the forms. Kept apart from
// customer-form-fields, which draws the postcode search (antd Form, Modal, List): the list
// loads none of that (issue 14 §6, a lighter first load).

export const CUSTOMER_TYPE_OPTIONS: FieldOption[] = CUSTOMER_TYPES.map((t) => ({
  value: t,
  label: CUSTOMER_TYPE_LABELS[t],
}));
export const CUSTOMER_STATUS_OPTIONS: FieldOption[] = CUSTOMER_STATUSES.map((s) => ({
  value: s,
  label: CUSTOMER_STATUS_LABELS[s],
}));

export type CustomerFieldChoices = {
  districts: readonly FieldOption[];
  staff: readonly FieldOption[];
  /** Staff can be chosen only by whoever may read the account list (admin). */
  staffSelectable: boolean;
};
