import { type DirectExaminationView, directExaminationApi } from '@erp/domain';
import { Button, Drawer, Form, Input, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { callApi } from '../../app/contract-client';
import { CustomerPicker } from '../customer/customer-picker';
import { PartPicker, type PickedPart, partLabel } from '../part-info/part-picker';
import { SupplierSelect, WarehouseSelect } from '../purchase/supplier-selects';

// The request (직송 요청 등록): supplier, customer, an optional draft order, the pass-through
// warehouse and the lines, posted to the request endpoint. Parts come from the same picker as
// the purchase and order screens (typed or scanned, Enter adds the line).

type Line = { part: PickedPart; qty: number; unitPrice: number };

type Props = { open: boolean; onClose: () => void; onSaved: (view: DirectExaminationView) => void };

export const DirectRequestDrawer = ({ open, onClose, onSaved }: Props) => {
  const [supplierCode, setSupplierCode] = useState<string | null>(null);
  const [customerCode, setCustomerCode] = useState<string | null>(null);
  const [orderCode, setOrderCode] = useState('');
  const [warehouseCode, setWarehouseCode] = useState('MAIN');
  const [memo, setMemo] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [saving, setSaving] = useState(false);

  const pick = (part: PickedPart) =>
    setLines((all) =>
      all.some((l) => l.part.code === part.code)
        ? all.map((l) => (l.part.code === part.code ? { ...l, qty: l.qty + 1 } : l))
        : [...all, { part, qty: 1, unitPrice: part.purchasePrice }],
    );
  const patch = (code: string, change: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.part.code === code ? { ...l, ...change } : l)));

  const reset = () => {
    setOrderCode('');
    setMemo('');
    setLines([]);
  };

  const save = async () => {
    setSaving(true);
    try {
      // The server checks every field and answers in Korean (the error dialog shows it).
      const view = await callApi(directExaminationApi.request, {
        body: {
          supplierCode: supplierCode ?? '',
          customerCode: customerCode ?? '',
          warehouseCode,
          orderCode: orderCode.trim() || null,
          memo: memo.trim() || undefined,
          lines: lines.map((l) => ({ partCode: l.part.code, qty: l.qty, unitPrice: l.unitPrice })),
        },
      });
      reset();
      onSaved(view);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title="직송 요청 등록"
      open={open}
      onClose={onClose}
      size="large"
      destroyOnHidden
      extra={
        <Button type="primary" loading={saving} onClick={save} disabled={lines.length === 0}>
          요청 저장
        </Button>
      }
    >
      <Form layout="vertical">
        <Form.Item label="매입처" required>
          <SupplierSelect value={supplierCode} onChange={setSupplierCode} autoFocus />
        </Form.Item>
        <Form.Item label="거래처" required>
          <CustomerPicker
            value={customerCode}
            onChange={(code) => setCustomerCode(code ?? null)}
            style={{ width: 320 }}
          />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item label="수주 번호 (확정 전 수주, 선택)">
            <Input
              aria-label="수주 번호"
              style={{ width: 200 }}
              value={orderCode}
              placeholder="O…"
              onChange={(e) => setOrderCode(e.target.value)}
            />
          </Form.Item>
          <Form.Item label="경유 창고">
            <WarehouseSelect label="경유 창고" value={warehouseCode} onChange={setWarehouseCode} />
          </Form.Item>
        </Space>
        <Form.Item label="품목 (품번·바코드 입력 또는 스캔 후 Enter)">
          <PartPicker onPick={pick} ariaLabel="직송 품목 찾기" sets="exclude" style={{ width: '100%' }} />
        </Form.Item>
        <Table<Line>
          size="small"
          rowKey={(l) => l.part.code}
          pagination={false}
          dataSource={lines}
          locale={{ emptyText: '품목을 찾아 추가하세요.' }}
          columns={[
            { title: '품목', render: (_, l) => partLabel(l.part) },
            {
              title: '수량',
              width: 100,
              render: (_, l) => (
                <InputNumber
                  aria-label={`${l.part.partNo} 수량`}
                  min={1}
                  max={99_999}
                  value={l.qty}
                  onChange={(v) => patch(l.part.code, { qty: Number(v ?? 1) })}
                />
              ),
            },
            {
              title: '매입 단가',
              width: 130,
              render: (_, l) => (
                <InputNumber
                  aria-label={`${l.part.partNo} 매입 단가`}
                  min={0}
                  value={l.unitPrice}
                  onChange={(v) => patch(l.part.code, { unitPrice: Number(v ?? 0) })}
                />
              ),
            },
            {
              // Without a named order the customer is sold at the part's sale price.
              title: '판매 단가',
              width: 110,
              align: 'right',
              render: (_, l) => l.part.salePrice.toLocaleString('ko-KR'),
            },
            {
              title: '',
              width: 60,
              render: (_, l) => (
                <Button size="small" onClick={() => setLines((all) => all.filter((x) => x !== l))}>
                  삭제
                </Button>
              ),
            },
          ]}
        />
        <Form.Item label="비고" style={{ marginTop: 16 }}>
          <Input.TextArea aria-label="비고" rows={2} value={memo} onChange={(e) => setMemo(e.target.value)} />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
