import { Tooltip } from 'antd';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useState } from 'react';
import { formatWon } from '../data-table/cell-format';
import { parseCellNumber } from '../line-grid/line-cell-rules';

/** Whether pasted text is a block of lines (rows from Excel) rather than one part number. */
export const isLineBlock = (text: string): boolean => /[\t\r\n]/.test(text.trim());

type PartProps = {
  inputRef: Ref<HTMLInputElement>;
  label: string;
  partNo: string;
  blank: boolean;
  onTyped: (text: string) => void;
  /** Focus left with typed text that was not picked. */
  onLeave: (text: string) => void;
  /** Several rows copied from Excel. */
  onPasteBlock?: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** The part cell: a part number, barcode or name is typed here and looked up on Enter. */
export const PartCell = ({
  inputRef,
  label,
  partNo,
  blank,
  onTyped,
  onLeave,
  onPasteBlock,
  onKeyDown,
}: PartProps) => {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      ref={inputRef}
      className="erp-line-input code"
      aria-label={label}
      data-cell="part"
      placeholder={blank ? '품번·바코드·품명' : undefined}
      value={text ?? partNo}
      autoComplete="off"
      onChange={(e) => {
        setText(e.target.value);
        onTyped(e.target.value);
      }}
      onFocus={(e) => e.currentTarget.select()}
      onBlur={() => {
        if (text === null) return;
        setText(null);
        onLeave(text);
      }}
      onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
        const pasted = e.clipboardData.getData('text');
        if (!onPasteBlock || !isLineBlock(pasted)) return;
        e.preventDefault();
        onPasteBlock(pasted);
      }}
      onKeyDown={onKeyDown}
    />
  );
};

/** Separators, and a refused fraction shown with all its digits, never rounded. */
const shown = (value: number) =>
  Number.isInteger(value) ? formatWon(value) : value.toLocaleString('ko-KR', { maximumFractionDigits: 10 });

type NumberProps = {
  inputRef: Ref<HTMLInputElement>;
  label: string;
  cell: string;
  value: number | null;
  className?: string;
  /** Why the cell's number is refused (negative, fraction, too large): said on the cell. */
  problem: string | null;
  /** Said on hover while the number is accepted. */
  note?: string | null;
  onValue: (value: number | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/**
 * A quantity or price cell: separators while shown, the typed text while edited, and the line's
 * money follows every keystroke. A refused number is named on the cell itself (a tooltip that
 * stays open while the number is wrong), so the clerk sees which cell and why without Enter.
 */
export const NumberCell = (p: NumberProps) => {
  const [text, setText] = useState<string | null>(null);
  const says = p.problem ?? p.note ?? null;
  return (
    <Tooltip open={p.problem ? true : says ? undefined : false} title={says}>
      {/* The tooltip anchors on an element it can hold a ref to; the cell's input takes its own. */}
      <span className="erp-line-anchor">
        <input
          ref={p.inputRef}
          className={`erp-line-input num ${p.className ?? ''}${p.problem ? ' is-invalid' : ''}`}
          inputMode="numeric"
          aria-label={p.label}
          aria-invalid={p.problem ? true : undefined}
          title={p.problem ?? undefined}
          data-cell={p.cell}
          value={text ?? (p.value === null ? '' : shown(p.value))}
          onFocus={(e) => {
            // The text stays as shown (separators and all), so the selection made on entry holds
            // and the first digit typed replaces the old amount instead of joining it.
            setText(p.value === null ? '' : shown(p.value));
            e.currentTarget.select();
          }}
          onChange={(e) => {
            setText(e.target.value);
            // What reads as a number is kept as typed (−3, 1.5, 99999999999), so the cell can
            // name its problem; nothing is rounded or clamped behind the clerk's back.
            p.onValue(parseCellNumber(e.target.value));
          }}
          onBlur={() => setText(null)}
          onKeyDown={p.onKeyDown}
        />
      </span>
    </Tooltip>
  );
};
