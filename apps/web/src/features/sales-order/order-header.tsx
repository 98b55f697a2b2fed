import type { Customer } from '@erp/domain';
import { Select, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useDataChange } from '../../components/data-sync/data-change';
import { useEnterNavigation } from '../../components/form-page/use-enter-navigation';
import { useCustomer } from '../customer/customer.api';
import { CustomerPicker } from '../customer/customer-picker';
import { CustomerInsertButton, HeadTextField, VinHintText } from './order-head-parts';
import type { Warehouse } from './sales-order.api';
import type { OrderHeader } from './use-order-register';

type Props = {
  header: OrderHeader;
  editable: boolean;
  warehouses: readonly Warehouse[];
  onChange: (patch: Partial<OrderHeader>) => void;
  onCustomer: (code: string | undefined, customer?: Customer) => void;
  /** Enter past the last box: on to the first empty line. */
  onDone: () => void;
  onSubmit: () => void;
};

const MEMO_FIELD = 'erp-order-field erp-order-memo';

/**
 * The free-text boxes of the head, in the order Enter walks them; their ids (order-vin,
 * order-car-number, order-memo) are what the labels, the tests and the e2e walk find.
 */
const TEXT_FIELDS = [
  { field: 'vin', label: '차대번호', maxLength: 20, placeholder: '17자리 (선택)', inputClass: 'erp-mono' },
  { field: 'carNumber', label: '차량번호', maxLength: 20, placeholder: '예: 12가3456' },
  { field: 'memo', label: '비고', maxLength: 1000, placeholder: '배송·요청 사항', className: MEMO_FIELD },
] as const;

/** The head of the order: who, from which warehouse, for which car; Enter walks through it. */
export const OrderHeaderForm = ({
  header,
  editable,
  warehouses,
  onChange,
  onCustomer,
  onDone,
  onSubmit,
}: Props) => {
  const box = useRef<HTMLDivElement>(null);
  const onKeyDownCapture = useEnterNavigation(box, { onSubmit, onPastLast: onDone });
  // A customer still waiting in 신규 거래처 확인: the server refuses the fix, so say so at once.
  const chosen = useCustomer(editable ? header.customerCode || undefined : undefined);
  const unconfirmed = editable && chosen.data !== undefined && chosen.data.insertCheckedAt === null;
  // A customer registered in the simple-insert popup becomes this order's customer.
  useDataChange('customer', (change) => {
    if (change.action !== 'created' || !editable) return;
    const record = change.record as Customer | undefined;
    if (record?.code) onCustomer(record.code, record);
  });

  return (
    <div className="erp-order-header" ref={box} onKeyDownCapture={onKeyDownCapture}>
      <div className="erp-order-field erp-order-customer">
        <label htmlFor="order-customer">거래처</label>
        <div className="erp-order-inline">
          <CustomerPicker
            id="order-customer"
            value={header.customerCode}
            onChange={onCustomer}
            disabled={!editable}
            autoFocus={editable && !header.customerCode}
          />
          {editable && <CustomerInsertButton />}
        </div>
        {header.customerCode && (
          <Typography.Text type="secondary" className="erp-order-sub">
            {header.vatIncluded ? <Tag color="purple">부가세 포함 단가</Tag> : <Tag>부가세 별도 단가</Tag>}
          </Typography.Text>
        )}
        {unconfirmed && (
          <Typography.Text
            type="warning"
            className="erp-order-sub"
            role="alert"
            data-testid="order-customer-unconfirmed"
          >
            신규 거래처 확인 전입니다. 다른 직원이 신규 거래처 확인에서 확인해야 확정할 수 있습니다 (저장은
            됩니다).
          </Typography.Text>
        )}
      </div>
      <div className="erp-order-field">
        <label htmlFor="order-warehouse">출고 창고</label>
        <Select
          id="order-warehouse"
          value={header.warehouseCode}
          disabled={!editable}
          options={warehouses.filter((w) => w.active).map((w) => ({ value: w.code, label: w.name }))}
          onChange={(warehouseCode: string) => onChange({ warehouseCode })}
        />
      </div>
      {TEXT_FIELDS.map((f) => (
        <HeadTextField
          key={f.field}
          {...f}
          id={`order-${f.field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`}
          value={header[f.field]}
          editable={editable}
          onChange={(value) => onChange({ [f.field]: f.field === 'vin' ? value.toUpperCase() : value })}
        >
          {f.field === 'vin' && <VinHintText vin={header.vin} className="erp-order-sub" />}
        </HeadTextField>
      ))}
    </div>
  );
};
