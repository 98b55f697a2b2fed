import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { isOrderCode } from '../sales-order/order-paths';
import { type OrderLineView, useOrder } from '../sales-order/sales-order.api';
import { AddressWarning, notACodeTitle } from './address-warning';
import { barcodeKeys, createUnits, partLabels, useUnitsOfDocument } from './barcode.api';
import { type DocUnitLine, DocUnitSource, missingUnits } from './doc-unit-lines';
import { DEFAULT_LABEL_OPTIONS } from './label-options';
import { LabelRun } from './label-run';
import { UnitLabelRun } from './unit-label-panel';
import './barcode.css';

const liveQty = (line: OrderLineView) => Math.max(0, line.qty - line.cancelledQty);

const NotAnOrder = ({ code }: { code: string }) => (
  <AddressWarning
    title={notACodeTitle(code, '주문번호')}
    description="주문번호는 O와 날짜, 일련번호입니다 (예: O20261122-0001). 주문 목록에서 주문을 골라 여세요."
  />
);

const useOrderParam = () => {
  const { code: raw = '' } = useParams();
  const code = raw.trim().toUpperCase();
  const valid = isOrderCode(code);
  return { raw, code, valid, order: useOrder(valid ? code : null) };
};

const OrderHead = ({ order }: { order: NonNullable<ReturnType<typeof useOrder>['data']> }) => (
  <Descriptions size="small" column={1}>
    <Descriptions.Item label="주문번호">
      <span className="erp-mono">{order.code}</span>
    </Descriptions.Item>
    <Descriptions.Item label="거래처">
      {order.customerName} ({order.customerCode})
    </Descriptions.Item>
    {order.vin && <Descriptions.Item label="차대번호">{order.vin}</Descriptions.Item>}
  </Descriptions>
);

/**
 * BarcodeOrderPartEachCreatPrint/:code: unit barcodes for every item of an order (one per unit
 * ordered), recorded with the order as their document, and their labels.
 */
export const BarcodeOrderPartEachCreatPrintPage = () => {
  const { raw, code, valid, order } = useOrderParam();
  const units = useUnitsOfDocument(valid ? code : null);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [busyLine, setBusyLine] = useState<number | null>(null);
  if (!valid) return <NotAnOrder code={raw} />;

  const issuedOf = (partCode: string) =>
    (units.data ?? []).filter((u) => u.partCode === partCode && u.state !== 'void').length;
  const issue = async (line: DocUnitLine) => {
    const qty = missingUnits(line);
    if (qty <= 0) return;
    setBusyLine(line.key);
    try {
      const issued = await createUnits({ partCode: line.partCode, qty, docKind: 'order', docCode: code });
      setSelected((s) => [...s, ...issued.map((u) => u.value)]);
      toast.success(`${line.partNo} 개체 바코드 ${issued.length}개를 발행했습니다.`);
      await queryClient.invalidateQueries({ queryKey: barcodeKeys.docUnits(code) });
    } catch {
      // The error dialog has said why.
    } finally {
      setBusyLine(null);
    }
  };
  const lines: DocUnitLine[] = (order.data?.lines ?? []).map((l) => ({
    key: l.lineNo,
    partCode: l.partCode,
    partNo: l.partNo,
    qty: liveQty(l),
    issued: issuedOf(l.partCode),
  }));

  const source = (
    <DocUnitSource
      title="주문"
      error={order.error}
      head={order.data ? <OrderHead order={order.data} /> : null}
      lines={lines}
      loading={order.isFetching}
      busyKey={busyLine}
      onIssue={(l) => void issue(l)}
      unitsTitle="이 주문의 개체 바코드"
      units={units.data ?? []}
      unitsLoading={units.isFetching}
      selected={selected}
      onSelect={setSelected}
    />
  );
  return (
    <div className="erp-page">
      <PageHead
        title="주문 개체 바코드 발행"
        description="주문 수량만큼 개체 바코드를 발행해 물건마다 붙입니다. 이미 발행한 만큼은 다시 발행하지 않습니다."
      />
      <UnitLabelRun values={selected} source={source} />
    </div>
  );
};

/** Compnay/OrderBarcodePrint/:code: part labels for an order, as many of each as were ordered. */
export const OrderBarcodePrintPage = () => {
  const { raw, code, valid, order } = useOrderParam();
  const [options, setOptions] = useState(DEFAULT_LABEL_OPTIONS);
  const items = (order.data?.lines ?? [])
    .filter((l) => liveQty(l) > 0)
    .map((l) => ({ partCode: l.partCode, copies: Math.min(500, liveQty(l)) }));
  const sheet = useQuery({
    queryKey: ['barcode', 'order-labels', code, items, options],
    queryFn: () => partLabels(items, options, order.data?.warehouseCode),
    enabled: valid && items.length > 0 && options.fields.length > 0,
    placeholderData: keepPreviousData,
  });
  if (!valid) return <NotAnOrder code={raw} />;
  return (
    <div className="erp-page">
      <PageHead title="주문 바코드 인쇄" description="주문한 품목의 라벨을 수량만큼 인쇄합니다." />
      <LabelRun
        options={options}
        onOptionsChange={setOptions}
        sheet={items.length > 0 ? sheet.data : undefined}
        loading={sheet.isFetching || order.isFetching}
        error={order.error ? messageOf(order.error) : sheet.error ? messageOf(sheet.error) : null}
        emptyText="인쇄할 품목이 없습니다 (모두 취소된 주문)."
        source={
          <Card size="small" title="주문">
            {order.data && <OrderHead order={order.data} />}
          </Card>
        }
      />
    </div>
  );
};
