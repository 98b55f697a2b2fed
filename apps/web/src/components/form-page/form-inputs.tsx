import { formatBizNo, formatPhone, formatThousands, isBizNoFormat, isPhoneNumber } from '@erp/domain';
import { Input, InputNumber } from 'antd';
import type { ReactNode } from 'react';

// Boxes for Korean business data. Each accepts what people type (digits only, or with hyphens)
// and shows the usual spelling when the box is left; the schema still decides what is valid.

type TextBoxProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  suffix?: ReactNode;
};

export const PhoneInput = ({ id, value, onChange, onBlur, placeholder, disabled }: TextBoxProps) => (
  <Input
    id={id}
    value={value ?? ''}
    inputMode="tel"
    autoComplete="off"
    maxLength={20}
    placeholder={placeholder ?? '예: 010-1234-5678'}
    disabled={disabled}
    onChange={(event) => onChange?.(event.target.value)}
    onBlur={() => {
      if (value && isPhoneNumber(value)) onChange?.(formatPhone(value));
      onBlur?.();
    }}
  />
);

export const BizNoInput = ({ id, value, onChange, onBlur, placeholder, disabled, suffix }: TextBoxProps) => (
  <Input
    id={id}
    value={value ?? ''}
    inputMode="numeric"
    autoComplete="off"
    maxLength={12}
    placeholder={placeholder ?? '예: 124-81-00998'}
    disabled={disabled}
    suffix={suffix}
    onChange={(event) => onChange?.(event.target.value)}
    onBlur={() => {
      if (value && isBizNoFormat(value)) onChange?.(formatBizNo(value));
      onBlur?.();
    }}
  />
);

/** Digits only (postcode): anything else typed is dropped. */
export const DigitsInput = ({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  disabled,
  maxLength,
}: TextBoxProps) => (
  <Input
    id={id}
    value={value ?? ''}
    inputMode="numeric"
    autoComplete="off"
    maxLength={maxLength}
    placeholder={placeholder}
    disabled={disabled}
    onChange={(event) => onChange?.(event.target.value.replace(/\D/g, ''))}
    onBlur={onBlur}
  />
);

type NumberBoxProps = {
  id?: string;
  /** The box's name for a screen reader where no label element names it (a table cell). */
  'aria-label'?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
  unit?: string;
};

/** Integer amounts with separators as they are typed; the unit (원) inside the box. */
export const AmountInput = ({
  id,
  'aria-label': ariaLabel,
  value,
  onChange,
  onBlur,
  disabled,
  placeholder,
  unit = '원',
}: NumberBoxProps) => (
  <InputNumber<number>
    id={id}
    aria-label={ariaLabel}
    className="erp-amount-input"
    value={value ?? null}
    onChange={(next) => onChange?.(next)}
    onBlur={onBlur}
    disabled={disabled}
    placeholder={placeholder}
    precision={0}
    controls={false}
    suffix={unit}
    formatter={(n) => (n === undefined || n === null || `${n}` === '' ? '' : formatThousands(Number(n)))}
    style={{ width: '100%' }}
  />
);
