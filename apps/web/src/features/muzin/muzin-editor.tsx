import { Button, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import './muzin.css';

type Command = { cmd: string; label: string; title: string; arg?: string };
const COMMANDS: readonly Command[] = [
  { cmd: 'bold', label: 'B', title: '굵게 (Ctrl+B)' },
  { cmd: 'italic', label: 'I', title: '기울임 (Ctrl+I)' },
  { cmd: 'underline', label: 'U', title: '밑줄 (Ctrl+U)' },
  { cmd: 'formatBlock', arg: 'h3', label: '제목', title: '소제목' },
  { cmd: 'formatBlock', arg: 'p', label: '본문', title: '본문' },
  { cmd: 'insertUnorderedList', label: '• 목록', title: '글머리 목록' },
  { cmd: 'insertOrderedList', label: '1. 목록', title: '번호 목록' },
  { cmd: 'removeFormat', label: '서식 지우기', title: '서식 지우기' },
];

/**
 * A small rich-text editor (contentEditable). What it produces is only a proposal: the server
 * keeps the allowed markup and drops the rest (scripts, handlers, frames) before storing it.
 */
export const MuzinEditor = ({ initial, onChange }: { initial: string; onChange: (html: string) => void }) => {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The stored HTML is the server's sanitised copy; it is set once, not on each keystroke.
    if (area.current) area.current.innerHTML = initial;
  }, [initial]);
  const run = (c: Command) => {
    area.current?.focus();
    document.execCommand(c.cmd, false, c.arg);
    onChange(area.current?.innerHTML ?? '');
  };
  return (
    <div className="erp-muzin-editor">
      <div className="erp-muzin-editor-bar">
        {COMMANDS.map((c) => (
          <Tooltip key={`${c.cmd}-${c.arg ?? ''}`} title={c.title}>
            <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => run(c)}>
              {c.label}
            </Button>
          </Tooltip>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area cannot be a textarea. */}
      <div
        ref={area}
        className="erp-muzin-editor-area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="내용"
        tabIndex={0}
        onInput={() => onChange(area.current?.innerHTML ?? '')}
      />
    </div>
  );
};
