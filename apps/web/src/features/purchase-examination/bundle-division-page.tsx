import type { BundleDivision, PurchaseLine } from '@erp/domain';
import { Button, Card, Form, Input, InputNumber, Popconfirm, Select, Table, Tag } from 'antd';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { usePurchase } from '../purchase/purchase.api';
import { PickedPurchaseHead, usePickedPurchase } from './code-picker';
import { cancelBundle, divideBundle, useBundleDivisions } from './purchase-examination.api';
import { useBusyAction } from './use-busy-action';
import '../../components/list-page/list-page.css';

type Values = { lineNo: number; unitPartCode: string; perBox: number; boxes: number; memo?: string };

/**
 * PurchaseBundleDivision: a box received as one line of a fixed purchase is opened into unit
 * parts — the box part goes out of stock and the units come in, in one transaction. A division
 * is undone with the opposite moves, never deleted.
 */
export const PurchaseBundleDivisionPage = () => {
  const picked = usePickedPurchase();
  const { code } = picked;
  const purchase = usePurchase(code);
  const divisions = useBundleDivisions(code);
  const { busy, run } = useBusyAction();
  const [form] = Form.useForm<Values>();
  const p = purchase.data;

  const submit = async (values: Values) => {
    if (!code) return;
    const done = await run(
      () => divideBundle({ purchaseCode: code, ...values }),
      (d) => `${d.boxPartName} ${d.boxes}박스를 ${d.unitPartName} ${d.units}개로 나누었습니다.`,
    );
    if (done) form.resetFields();
  };

  return (
    <div className="erp-page">
      <PickedPurchaseHead
        title="박스 낱개 분할"
        description="박스 단위로 입고된 품목을 낱개 품목으로 나눕니다. 박스 재고가 줄고 낱개 재고가 늘며, 취소는 반대 이동으로 기록됩니다."
        hint="확정된 매입의 박스 품목 줄을 고릅니다."
        picked={picked}
      />
      {p && (
        <Card size="small" title={`${p.code} · ${p.supplierName} · ${p.statusLabel}`}>
          {p.status !== 'fixed' && <Tag color="orange">확정된 매입만 나눌 수 있습니다 (먼저 검수 확정).</Tag>}
          <Form<Values>
            form={form}
            layout="inline"
            onFinish={(v) => void submit(v)}
            initialValues={{ boxes: 1, perBox: 10 }}
          >
            <Form.Item
              name="lineNo"
              label="박스 품목"
              rules={[{ required: true, message: '줄을 고르세요.' }]}
            >
              <Select<number>
                style={{ width: 280 }}
                options={p.lines.map((l: PurchaseLine) => ({
                  value: l.lineNo,
                  label: `${l.lineNo}. ${l.partNo} ${l.partName} (${l.qty})`,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="unitPartCode"
              label="낱개 품목 코드"
              rules={[{ required: true, message: '품목 코드를 입력하세요.' }]}
            >
              <Input className="erp-mono" style={{ width: 130 }} placeholder="P0000001" />
            </Form.Item>
            <Form.Item name="perBox" label="박스당 수량">
              <InputNumber min={1} max={10_000} />
            </Form.Item>
            <Form.Item name="boxes" label="박스 수">
              <InputNumber min={1} max={10_000} />
            </Form.Item>
            <Form.Item name="memo" label="비고">
              <Input style={{ width: 160 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} disabled={p.status !== 'fixed'}>
              나누기
            </Button>
          </Form>
        </Card>
      )}
      {code && (
        <Card size="small" title="분할 내역">
          <Table<BundleDivision>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={divisions.data ?? []}
            columns={[
              {
                title: '시각',
                dataIndex: 'createdAt',
                width: 150,
                render: (v: string) => formatKstDateTime(v),
              },
              { title: '줄', dataIndex: 'lineNo', width: 50 },
              { title: '박스 품목', dataIndex: 'boxPartName' },
              { title: '박스', dataIndex: 'boxes', width: 60, align: 'right' },
              { title: '낱개 품목', dataIndex: 'unitPartName' },
              { title: '낱개', dataIndex: 'units', width: 70, align: 'right' },
              { title: '등록자', dataIndex: 'createdByName', width: 90 },
              {
                title: '',
                key: 'cancel',
                width: 110,
                render: (_: unknown, d) =>
                  d.cancelledAt ? (
                    <Tag>취소됨</Tag>
                  ) : (
                    <Popconfirm
                      title="이 분할을 취소할까요? 반대 이동이 기록됩니다."
                      okText="취소 기록"
                      cancelText="닫기"
                      onConfirm={() =>
                        void run(
                          () => cancelBundle(d.id),
                          () => '박스 분할을 취소했습니다.',
                        )
                      }
                    >
                      <Button size="small" danger>
                        분할 취소
                      </Button>
                    </Popconfirm>
                  ),
              },
            ]}
          />
        </Card>
      )}
    </div>
  );
};
