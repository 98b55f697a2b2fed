import type { KeyboardEvent, Ref } from 'react';
import { useState } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { parseAmount } from './order-lines';

type Props = {
  inputRef: Ref<HTMLInputElement>;
  label: string;
  cell: 'qty' | 'price';
  value: number | null;
  className?: string;
  onValue: (value: number | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/**
 * A quantity or price cell: separators while shown, the typed text while edited, and the line's
 * money follows every keystroke.
 */
export const AmountInput = ({ inputRef, label, cell, value, className = '', onValue, onKeyDown }: Props) => {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      ref={inputRef}
      className={`erp-line-input num ${className}`}
      inputMode="numeric"
      aria-label={label}
      data-cell={cell}
      value={text ?? (value === null ? '' : formatWon(value))}
      onFocus={(e) => {
        // The text stays as shown (separators and all), so the selection made on entry holds
        // and the first digit typed replaces the old amount instead of joining it.
        setText(value === null ? '' : formatWon(value));
        e.currentTarget.select();
      }}
      onChange={(e) => {
        setText(e.target.value);
        onValue(parseAmount(e.target.value));
      }}
      onBlur={() => setText(null)}
      onKeyDown={onKeyDown}
    />
  );
};
