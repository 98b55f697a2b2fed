import {
  clientPortalScreens,
  linkTo,
  ORDER_STATUS_LABELS,
  salesOrderApi,
  salesOrderScreens,
} from '@erp/domain';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Table } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { useClientOrder, useClientRefresh } from './client.api';
import { won } from './client-parts';

/**
 * Order/ClientOrderRegister/:vin/:custCode/:orderCode/:checkVin/:orderType: staff check a QR
 * order (orderCode = Q…) against the car and shop in the address (checkVin 'Y' compares the VIN)
 * and fix it through the sales order (stock out, receivable up), or open it in 판매 등록 to change it.
 */
export const ClientOrderRegisterPage = () => {
  const { vin = '', custCode = '', orderCode = '', checkVin = 'N', orderType = '' } = useParams();
  const order = useClientOrder(orderCode.trim().toUpperCase());
  const refresh = useClientRefresh();
  const [busy, setBusy] = useState(false);
  if (order.isPending) return <Skeleton active />;
  if (!order.data)
    return (
      <Result status="warning" title="QR 주문을 불러오지 못했습니다." subTitle={messageOf(order.error)} />
    );
  const o = order.data;
  const vinMismatch =
    checkVin.toUpperCase() === 'Y' && vin !== '-' && o.vin !== null && o.vin !== vin.toUpperCase();
  const shopMismatch = custCode !== '-' && custCode.toUpperCase() !== o.shopCode;
  const fix = async () => {
    setBusy(true);
    try {
      const { message } = await callApiWithMessage(salesOrderApi.fix, {
        params: { code: o.orderCode },
        body: {},
      });
      toast.success(message);
      await refresh();
    } catch {
      // The error dialog has said why (stock, an unconfirmed shop…).
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledPage
      title={`QR 주문 확인 · ${o.code}`}
      description={`${o.clientName} (${o.loginId}) · ${o.shopName}${orderType ? ` · 구분 ${orderType}` : ''}`}
      actions={
        <Space>
          <Link
            to={linkTo(salesOrderScreens.obtainRegister, {
              vin: o.vin ?? '-',
              customerCode: o.shopCode,
              obtainCode: o.orderCode,
            })}
          >
            판매 등록에서 열기
          </Link>
          <Link to={linkTo(clientPortalScreens.statement, { code: o.code })}>거래명세서</Link>
          <Link
            to={linkTo(clientPortalScreens.orderMemo, {
              orderCode: o.code,
              vin: o.vin ?? '-',
              orderType: orderType || 'app',
            })}
          >
            고객 메모
          </Link>
        </Space>
      }
    >
      {vinMismatch && (
        <Alert type="warning" showIcon title={`주소의 차대번호(${vin})와 주문 차량(${o.vin})이 다릅니다.`} />
      )}
      {shopMismatch && (
        <Alert
          type="warning"
          showIcon
          title={`주소의 거래처(${custCode})와 고객의 매장(${o.shopCode})이 다릅니다.`}
        />
      )}
      <Card size="small" style={{ marginTop: 12 }}>
        <Descriptions column={3} size="small" bordered>
          <Descriptions.Item label="상태">{ORDER_STATUS_LABELS[o.status]}</Descriptions.Item>
          <Descriptions.Item label="수주 번호">{o.orderCode}</Descriptions.Item>
          <Descriptions.Item label="주문일시">
            {new Date(o.createdAt).toLocaleString('ko-KR')}
          </Descriptions.Item>
          <Descriptions.Item label="차량">{`${o.carNo ?? ''} ${o.vin ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label="송장번호">{o.waybillNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="합계">{won(o.total)}</Descriptions.Item>
          <Descriptions.Item label="요청 사항" span={3}>
            {o.memo ?? '-'}
          </Descriptions.Item>
        </Descriptions>
        <Table
          style={{ marginTop: 12 }}
          size="small"
          pagination={false}
          rowKey="lineNo"
          dataSource={o.lines}
          columns={[
            { title: '품번', dataIndex: 'partNo' },
            { title: '품명', dataIndex: 'name' },
            { title: '수량', dataIndex: 'qty', align: 'right' },
            { title: '단가', dataIndex: 'unitPrice', align: 'right', render: (v: number) => won(v) },
            { title: '금액', dataIndex: 'amount', align: 'right', render: (v: number) => won(v) },
          ]}
        />
        <Button
          type="primary"
          style={{ marginTop: 12 }}
          disabled={o.status !== 'draft'}
          loading={busy}
          onClick={fix}
        >
          확정 (출고·매출)
        </Button>
      </Card>
    </TitledPage>
  );
};
