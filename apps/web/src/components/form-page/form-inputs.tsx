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

/** A box whose value is shown in its usual spelling once it is left (when it reads as one). */
const spelledInput =
  (box: {
    inputMode: 'tel' | 'numeric';
    maxLength: number;
    example: string;
    spells: (value: string) => boolean;
    spell: (value: string) => string;
  }) =>
  ({ id, value, onChange, onBlur, placeholder, disabled, suffix }: TextBoxProps) => (
    <Input
      id={id}
      value={value ?? ''}
      inputMode={box.inputMode}
      autoComplete="off"
      maxLength={box.maxLength}
      placeholder={placeholder ?? box.example}
      disabled={disabled}
      suffix={suffix}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={() => {
        if (value && box.spells(value)) onChange?.(box.spell(value));
        onBlur?.();
      }}
    />
  );

export const PhoneInput = spelledInput({
  inputMode: 'tel',
  maxLength: 20,
  example: '예: 010-1234-5678',
  spells: isPhoneNumber,
  spell: formatPhone,
});

export const BizNoInput = spelledInput({
  inputMode: 'numeric',
  maxLength: 12,
  example: '예: 124-81-00998',
  spells: isBizNoFormat,
  spell: formatBizNo,
});

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
  autoFocus?: boolean;
};

/**
 * Money as typed, with separators: '1,234.5' shows 1,234.5, never a rounded 1,235. The whole-won
 * rule is the schema's, which names the field ("원 단위 정수로 입력하세요."); the box only turns red
 * at once, so a decimal is refused in words instead of being changed behind the clerk's back.
 */
export const amountText = (value: number | string | undefined | null): string => {
  if (value === undefined || value === null || `${value}` === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return `${value}`;
  if (Number.isInteger(n)) return formatThousands(n);
  const [whole = '0', fraction = ''] = String(Math.abs(n)).split('.');
  return `${n < 0 ? '-' : ''}${formatThousands(Number(whole))}.${fraction}`;
};

/** Whether a money box holds something other than whole won (a fraction, a number past safe integers). */
export const isWholeWon = (value: number | null | undefined): boolean =>
  value === null || value === undefined || Number.isSafeInteger(value);

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
  autoFocus,
}: NumberBoxProps) => (
  <InputNumber<number>
    id={id}
    aria-label={ariaLabel}
    className="erp-amount-input"
    autoFocus={autoFocus}
    value={value ?? null}
    onChange={(next) => onChange?.(next)}
    onBlur={onBlur}
    disabled={disabled}
    placeholder={placeholder}
    // No precision: precision 0 rounded 1.5 to 2 without a word (여신 한도 1,000,000.5 became
    // 1,000,001). What was typed stays, and the schema names it.
    controls={false}
    suffix={unit || undefined}
    status={isWholeWon(value) ? undefined : 'error'}
    aria-invalid={isWholeWon(value) ? undefined : true}
    title={
      isWholeWon(value) ? undefined : `${unit === '원' ? '원 단위 ' : ''}정수로 입력하세요 (소수점 없이).`
    }
    formatter={(n, info) => (info.userTyping ? info.input : amountText(n))}
    style={{ width: '100%' }}
  />
);
