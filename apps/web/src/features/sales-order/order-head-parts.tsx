import { UserAddOutlined } from '@ant-design/icons';
import { Button, Input, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { openPopupWindow } from '../../shell/popup/popup-window';
import { CUSTOMER_PATHS } from '../customer/customer-paths';
import { vinHint } from './vin-hint';

/**
 * Beside a customer picker: opens the simple-insert popup, whose new customer comes back through
 * the data-change channel (the order or memo form takes it).
 */
export const CustomerInsertButton = () => (
  <Tooltip title="거래처 간편 등록 (새 창)">
    <Button
      tabIndex={-1}
      icon={<UserAddOutlined />}
      aria-label="거래처 간편 등록"
      onClick={() => openPopupWindow(CUSTOMER_PATHS.simpleInsert, 'customer-simple-insert')}
    />
  </Tooltip>
);

/** What the VIN typed so far says (its model year, or why it cannot be one); nothing when empty. */
export const VinHintText = ({ vin, className }: { vin: string; className: string }) => {
  const hint = vinHint(vin, new Date().getFullYear());
  return hint ? (
    <Typography.Text type={hint.ok ? 'success' : 'warning'} className={className}>
      {hint.text}
    </Typography.Text>
  ) : null;
};

type FieldProps = {
  id: string;
  label: string;
  value: string;
  editable: boolean;
  maxLength: number;
  /** Shown while the box may be typed in. */
  placeholder: string;
  onChange: (value: string) => void;
  /** The box's own class (erp-mono for codes). */
  inputClass?: string;
  className?: string;
  /** Under the box: what the value says. */
  children?: ReactNode;
};

/** One text box of the order head, labelled, locked once the order is no longer editable. */
export const HeadTextField = (p: FieldProps) => (
  <div className={p.className ?? 'erp-order-field'}>
    <label htmlFor={p.id}>{p.label}</label>
    <Input
      id={p.id}
      value={p.value}
      disabled={!p.editable}
      maxLength={p.maxLength}
      placeholder={p.editable ? p.placeholder : undefined}
      autoComplete="off"
      className={p.inputClass}
      onChange={(e) => p.onChange(e.target.value)}
    />
    {p.children}
  </div>
);
