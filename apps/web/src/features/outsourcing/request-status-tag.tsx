import {
  CANCEL_STATUS_LABELS,
  type PartnerRequestView,
  REQUEST_STATUS_LABELS,
  type RequestStatus,
} from '@erp/domain';
import { Space, Tag } from 'antd';

const COLOR: Record<RequestStatus, string> = {
  requested: 'blue',
  working: 'gold',
  registered: 'cyan',
  fixed: 'green',
  cancelled: 'default',
};

/** A request's state, and its cancel's when one was asked. */
export const RequestStatusTag = ({ r }: { r: Pick<PartnerRequestView, 'status' | 'cancelStatus'> }) => (
  <Space size={4}>
    <Tag color={COLOR[r.status]}>{REQUEST_STATUS_LABELS[r.status]}</Tag>
    {r.cancelStatus && r.status !== 'cancelled' && (
      <Tag color="red">{CANCEL_STATUS_LABELS[r.cancelStatus]}</Tag>
    )}
  </Space>
);
