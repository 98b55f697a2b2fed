import { salesOrderApi } from '@erp/domain';
import { Button, Card, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';
import { obtainRegisterPath } from '../sales-order/order-paths';
import { usePortalRefresh } from './customer-portal.api';
import { won } from './portal-parts';

/**
 * One app order under CustomerOrdering: its lines, and the staff's three ways on: fix it as it is
 * (the sales order's own fix: stock out, receivable up), change it on the order desk first, or
 * turn it down (the draft is discarded; the customer sees 반려).
 */
export const AppOrderPanel = ({ code, onDone }: { code: string; onDone: () => void }) => {
  const navigate = useNavigate();
  const refresh = usePortalRefresh();
  const order = useApiQuery(salesOrderApi.single, { params: { code } });
  const [busy, setBusy] = useState(false);
  const data = order.data;
  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      toast.success((await call()).message);
      refresh();
      onDone();
    } catch {
      // The error dialog has said why (stock short, a customer not yet confirmed, a stale version).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      size="small"
      title={`앱 주문 ${code}${data ? ` · ${data.customerName}` : ''}`}
      loading={!data}
      data-testid="app-order-panel"
      extra={
        data?.status === 'draft' && (
          <Space wrap>
            <Button
              type="primary"
              loading={busy}
              onClick={() =>
                run(() => callApiWithMessage(salesOrderApi.fix, { params: { code }, body: undefined }))
              }
            >
              주문 확정
            </Button>
            <Button
              onClick={() =>
                navigate(obtainRegisterPath({ customerCode: data.customerCode, obtainCode: code }))
              }
            >
              주문 화면에서 수정
            </Button>
            <Popconfirm
              title="이 앱 주문을 반려할까요?"
              okText="반려"
              cancelText="닫기"
              onConfirm={() =>
                run(() =>
                  callApiWithMessage(salesOrderApi.discard, {
                    params: { code },
                    body: { version: data.version },
                  }),
                )
              }
            >
              <Button danger loading={busy}>
                반려
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      {data && (
        <Table
          size="small"
          rowKey={(l) => l.lineNo}
          pagination={false}
          dataSource={data.lines}
          columns={[
            { title: '품번', dataIndex: 'partNo', width: 140 },
            { title: '품명', dataIndex: 'partName' },
            { title: '수량', dataIndex: 'qty', width: 70, align: 'right' },
            {
              title: '단가',
              dataIndex: 'unitPrice',
              width: 110,
              align: 'right',
              render: (v: number) => won(v),
            },
            { title: '합계', dataIndex: 'total', width: 120, align: 'right', render: (v: number) => won(v) },
          ]}
          footer={() => `합계 ${won(data.total)}${data.memo ? ` · ${data.memo}` : ''}`}
        />
      )}
    </Card>
  );
};
