import type { KeyboardEvent, Ref } from 'react';
import { useState } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { parseCellNumber } from '../../components/line-grid/line-cell-rules';

type Props = {
  inputRef: Ref<HTMLInputElement>;
  label: string;
  cell: 'qty' | 'price';
  value: number | null;
  className?: string;
  /** Why the cell's number is refused (negative, fraction, too large): said on the cell. */
  problem?: string | null;
  onValue: (value: number | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** Separators for a whole number; a refused fraction shows as typed, never rounded. */
const shown = (value: number) => (Number.isInteger(value) ? formatWon(value) : String(value));

/**
 * A quantity or price cell: separators while shown, the typed text while edited, and the line's
 * money follows every keystroke.
 */
export const AmountInput = ({
  inputRef,
  label,
  cell,
  value,
  className = '',
  problem = null,
  onValue,
  onKeyDown,
}: Props) => {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      ref={inputRef}
      className={`erp-line-input num ${className}${problem ? ' is-invalid' : ''}`}
      inputMode="numeric"
      aria-label={label}
      aria-invalid={problem ? true : undefined}
      title={problem ?? undefined}
      data-cell={cell}
      value={text ?? (value === null ? '' : shown(value))}
      onFocus={(e) => {
        // The text stays as shown (separators and all), so the selection made on entry holds
        // and the first digit typed replaces the old amount instead of joining it.
        setText(value === null ? '' : shown(value));
        e.currentTarget.select();
      }}
      onChange={(e) => {
        setText(e.target.value);
        // What reads as a number is kept as typed (−3, 1.5, 99999999999), so the cell can name
        // its problem; nothing is rounded or clamped behind the clerk's back.
        onValue(parseCellNumber(e.target.value));
      }}
      onBlur={() => setText(null)}
      onKeyDown={onKeyDown}
    />
  );
};
