import { type ClipboardEvent, type KeyboardEvent, type Ref, useState } from 'react';
import { isLineBlock } from './order-paste';

type Props = {
  inputRef: Ref<HTMLInputElement>;
  label: string;
  partNo: string;
  blank: boolean;
  onTyped: (text: string) => void;
  /** Focus left with typed text that was not picked. */
  onLeave: (text: string) => void;
  /** Several rows copied from Excel. */
  onPasteBlock: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** The part cell: a part number, barcode or name is typed here and looked up on Enter. */
export const PartInput = ({
  inputRef,
  label,
  partNo,
  blank,
  onTyped,
  onLeave,
  onPasteBlock,
  onKeyDown,
}: Props) => {
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
        if (!isLineBlock(pasted)) return;
        e.preventDefault();
        onPasteBlock(pasted);
      }}
      onKeyDown={onKeyDown}
    />
  );
};
