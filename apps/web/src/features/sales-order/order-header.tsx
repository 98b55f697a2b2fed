import { UserAddOutlined } from '@ant-design/icons';
import type { Customer } from '@erp/domain';
import { Button, Input, Select, Tag, Tooltip, Typography } from 'antd';
import { useRef } from 'react';
import { useDataChange } from '../../components/data-sync/data-change';
import { openPopupWindow } from '../../shell/popup/popup-window';
import { useCustomer } from '../customer/customer.api';
import { CUSTOMER_PATHS } from '../customer/customer-paths';
import { CustomerPicker } from '../customer/customer-picker';
import type { Warehouse } from './sales-order.api';
import { useEnterNavigation } from './use-enter-navigation';
import type { OrderHeader } from './use-order-register';
import { vinHint } from './vin-hint';

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
  const hint = vinHint(header.vin, new Date().getFullYear());
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
          {editable && (
            <Tooltip title="거래처 간편 등록 (새 창)">
              <Button
                tabIndex={-1}
                icon={<UserAddOutlined />}
                aria-label="거래처 간편 등록"
                onClick={() => openPopupWindow(CUSTOMER_PATHS.simpleInsert, 'customer-simple-insert')}
              />
            </Tooltip>
          )}
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
      <div className="erp-order-field">
        <label htmlFor="order-vin">차대번호</label>
        <Input
          id="order-vin"
          value={header.vin}
          disabled={!editable}
          maxLength={20}
          placeholder={editable ? '17자리 (선택)' : undefined}
          autoComplete="off"
          className="erp-mono"
          onChange={(e) => onChange({ vin: e.target.value.toUpperCase() })}
        />
        {hint && (
          <Typography.Text type={hint.ok ? 'success' : 'warning'} className="erp-order-sub">
            {hint.text}
          </Typography.Text>
        )}
      </div>
      <div className="erp-order-field">
        <label htmlFor="order-car-number">차량번호</label>
        <Input
          id="order-car-number"
          value={header.carNumber}
          disabled={!editable}
          maxLength={20}
          placeholder={editable ? '예: 12가3456' : undefined}
          autoComplete="off"
          onChange={(e) => onChange({ carNumber: e.target.value })}
        />
      </div>
      <div className="erp-order-field erp-order-memo">
        <label htmlFor="order-memo">비고</label>
        <Input
          id="order-memo"
          value={header.memo}
          disabled={!editable}
          maxLength={1000}
          placeholder={editable ? '배송·요청 사항' : undefined}
          autoComplete="off"
          onChange={(e) => onChange({ memo: e.target.value })}
        />
      </div>
    </div>
  );
};
