import {
  courierStatusApi,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  type DeliveryStatus,
} from '@erp/domain';
import { Alert, Space, Tag } from 'antd';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useApiQuery } from '../../app/contract-client';
import { formatCount } from '../../components/data-table/cell-format';
import { DeliveryList } from './delivery-list-page';

// DeliveryManager/DeliveryCompanyStatus/:code (SPEC §2.15): one courier company's parcels — the
// deliveries of one courier method — counted by state, and the list of them (Enter: the waybill
// and the hand-over, as on the courier list).

const COLORS: Record<DeliveryStatus, string> = {
  waiting: 'orange',
  assigned: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'default',
};

export const DeliveryCompanyStatusPage = () => {
  const { code = '' } = useParams();
  const status = useApiQuery(courierStatusApi.status, { params: { code } });
  if (status.isError) return <Alert type="warning" showIcon title={messageOf(status.error)} />;
  const s = status.data;
  const counts = s && (
    <Space wrap data-testid="courier-counts">
      {DELIVERY_STATUSES.map((status) => (
        <Tag key={status} color={COLORS[status]}>
          {DELIVERY_STATUS_LABELS[status]}{' '}
          {formatCount(s.counts.find((c) => c.status === status)?.count ?? 0)}건
        </Tag>
      ))}
    </Space>
  );
  return (
    <DeliveryList
      key={code}
      variant={{
        title: `택배사 현황 · ${s?.method.courierName ?? s?.method.name ?? code}`,
        description: counts ?? '불러오는 중…',
        gridId: 'delivery-courier-company',
        fixed: [{ field: 'methodCode', op: 'eq', value: code.toUpperCase() }],
        quick: [
          { field: 'createdAt', op: 'between' },
          { field: 'status', op: 'eq', width: 120 },
        ],
        empty: '이 택배사로 보낸 배송이 없습니다.',
      }}
    />
  );
};
