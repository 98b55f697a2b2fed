import { DeleteOutlined } from '@ant-design/icons';
import { outsourcingRequestApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Input, InputNumber, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { formatWon } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';
import { PartPicker, type PickedPart, partLabel } from '../part-info/part-picker';
import { memoPath } from './outsourcing-links';

type Line = { key: number; part: PickedPart; qty: number; unitPrice: number; priceReason: string };

/**
 * OutsourcingOrderRequestRegister/:vin/:custCode/:orderCode: the ERP order of a request, for the
 * partner's customer and the request's car. Saved as a draft through sales-order; its code is
 * written back to the request, which is then fixed from the request page.
 */
export const OutsourcingOrderRequestRegisterPage = () => {
  const { vin = '', custCode = '', orderCode = '' } = useParams();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<Line[]>([]);
  const [warehouseCode, setWarehouseCode] = useState('MAIN');
  const [memo, setMemo] = useState('');
  const [saving, setSaving] = useState(false);
  const query = useApiQuery(
    outsourcingRequestApi.adminSingle,
    { params: { id: orderCode } },
    { retry: false },
  );
  const r = query.data;
  if (query.isLoading) return <Spin />;
  if (!r)
    return (
      <TitledPage title="ERP 주문 등록">
        <Empty description={`주문 요청 ${orderCode}을(를) 찾을 수 없습니다.`} />
      </TitledPage>
    );
  const add = (part: PickedPart) =>
    setLines((ls) => [
      ...ls,
      { key: Date.now() + ls.length, part, qty: 1, unitPrice: part.salePrice ?? 0, priceReason: '' },
    ]);
  const patch = (key: number, change: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const total = lines.reduce((sum, l) => sum + l.qty * l.unitPrice, 0);
  const save = async () => {
    setSaving(true);
    try {
      const { message: said } = await callApiWithMessage(outsourcingRequestApi.erpOrderRegister, {
        params: { id: r.code },
        body: {
          version: r.version,
          warehouseCode,
          memo: memo || null,
          lines: lines.map((l) => ({
            partCode: l.part.code,
            qty: l.qty,
            unitPrice: l.unitPrice,
            priceReason: l.priceReason || null,
          })),
        },
      });
      message.success(said);
      await queryClient.invalidateQueries({ queryKey: ['outsourcing'] });
      navigate(memoPath(r));
    } finally {
      setSaving(false);
    }
  };
  const closed = r.status === 'cancelled' || r.cancelStatus === 'requested' || r.erpOrderCode !== null;
  return (
    <TitledPage
      title="ERP 주문 등록"
      description={`${r.code} · ${r.customerName} · 차대번호 ${r.vin} · 고객 ${r.clientName}`}
    >
      {(r.customerCode !== custCode.toUpperCase() || r.vin !== vin.toUpperCase()) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`주소의 거래처·차대번호와 요청(${r.customerCode}, ${r.vin})이 다릅니다. 요청 기준으로 등록합니다.`}
        />
      )}
      {closed && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            r.erpOrderCode
              ? `이미 ERP 주문 ${r.erpOrderCode}이(가) 등록되었습니다.`
              : '취소되었거나 취소 요청된 주문 요청입니다.'
          }
        />
      )}
      <Card size="small" title="협력사 요청 부품">
        <Space wrap>
          {r.lines.map((l) => (
            <span key={l.lineNo}>{`${l.partName}${l.partCode ? ` (${l.partCode})` : ''} ×${l.qty}`}</span>
          ))}
        </Space>
      </Card>
      <Card size="small" title="주문 품목" style={{ marginTop: 12 }}>
        <PartPicker
          onPick={add}
          ariaLabel="품목 검색"
          placeholder="품번·품명·바코드로 찾아 추가"
          style={{ width: 420 }}
        />
        <Table
          size="small"
          style={{ marginTop: 12 }}
          rowKey="key"
          pagination={false}
          dataSource={lines}
          locale={{ emptyText: '품목을 찾아 추가하세요.' }}
          columns={[
            { title: '품목', key: 'part', render: (_v, l: Line) => partLabel(l.part) },
            {
              title: '수량',
              key: 'qty',
              width: 110,
              render: (_v, l: Line) => (
                <InputNumber
                  aria-label="수량"
                  min={1}
                  max={99_999}
                  precision={0}
                  value={l.qty}
                  onChange={(v) => patch(l.key, { qty: v ?? 1 })}
                />
              ),
            },
            {
              title: '단가',
              key: 'unitPrice',
              width: 150,
              render: (_v, l: Line) => (
                <InputNumber
                  aria-label="단가"
                  min={0}
                  precision={0}
                  value={l.unitPrice}
                  onChange={(v) => patch(l.key, { unitPrice: v ?? 0 })}
                />
              ),
            },
            {
              title: '금액',
              key: 'amount',
              width: 120,
              align: 'right',
              render: (_v, l: Line) => formatWon(l.qty * l.unitPrice),
            },
            {
              title: '',
              key: 'remove',
              width: 50,
              render: (_v, l: Line) => (
                <Button
                  aria-label="줄 삭제"
                  icon={<DeleteOutlined />}
                  onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                />
              ),
            },
          ]}
        />
        <Space wrap style={{ marginTop: 12 }}>
          <span>출고 창고</span>
          <Input
            aria-label="출고 창고"
            value={warehouseCode}
            maxLength={20}
            style={{ width: 100 }}
            onChange={(e) => setWarehouseCode(e.target.value.toUpperCase())}
          />
          <Input
            aria-label="비고"
            placeholder="비고"
            value={memo}
            maxLength={1000}
            style={{ width: 320 }}
            onChange={(e) => setMemo(e.target.value)}
          />
          <strong>{`합계 ${formatWon(total)}원`}</strong>
          <Button type="primary" loading={saving} disabled={closed || lines.length === 0} onClick={save}>
            주문 등록
          </Button>
          <Button onClick={() => navigate(memoPath(r))}>요청으로</Button>
        </Space>
      </Card>
    </TitledPage>
  );
};
