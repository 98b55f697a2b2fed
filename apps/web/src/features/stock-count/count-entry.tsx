import { ScanOutlined } from '@ant-design/icons';
import type { StockCountEntryAnswer } from '@erp/domain';
import { Alert, Input, InputNumber, Radio, Space } from 'antd';
import { useRef, useState } from 'react';
import { messageOf } from '../../app/api-error';
import { enterCount, useRefreshCounts } from './stock-count.api';

type Props = {
  code: string;
  seq: number;
  large?: boolean;
  onEntered?: (answer: StockCountEntryAnswer) => void;
};

/**
 * The count input of the station and the phone: a scan (keys + Enter) adds the quantity (1 by
 * default); in "바꾸기" the typed quantity replaces the line's count. The scan box keeps the focus
 * and selects its text after each entry, so the next scan replaces it.
 */
export const CountEntry = ({ code, seq, large, onEntered }: Props) => {
  const [scan, setScan] = useState('');
  const [qty, setQty] = useState<number>(1);
  const [mode, setMode] = useState<'add' | 'set'>('add');
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<StockCountEntryAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<{ select: () => void; focus: () => void } | null>(null);
  const refresh = useRefreshCounts();
  const submit = async () => {
    const value = scan.trim();
    if (value === '' || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await enterCount(code, { seq, scan: value, qty, mode });
      setLast(answer);
      onEntered?.(answer);
      if (mode === 'set') setQty(1);
      void refresh();
    } catch (cause) {
      setProblem(messageOf(cause));
    } finally {
      setBusy(false);
      input.current?.focus();
      input.current?.select();
    }
  };
  const size = large ? 'large' : 'middle';
  return (
    <Space orientation="vertical" style={{ width: '100%' }} className="erp-count-entry">
      <Radio.Group
        value={mode}
        onChange={(e) => setMode(e.target.value as 'add' | 'set')}
        optionType="button"
        buttonStyle="solid"
        size={size}
        options={[
          { value: 'add', label: '스캔마다 더하기' },
          { value: 'set', label: '수량 바꾸기' },
        ]}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          ref={(el) => {
            input.current = el;
          }}
          aria-label="품목·바코드"
          placeholder="바코드 스캔 또는 품번·품목 코드"
          prefix={<ScanOutlined />}
          size={size}
          autoFocus
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={scan}
          disabled={busy}
          onChange={(e) => setScan(e.target.value)}
          onPressEnter={() => void submit()}
        />
        <InputNumber
          aria-label="수량"
          size={size}
          min={mode === 'add' ? 1 : 0}
          max={1_000_000}
          value={qty}
          onChange={(v) => setQty(typeof v === 'number' ? v : 1)}
          onPressEnter={() => void submit()}
          style={{ width: 96 }}
        />
      </Space.Compact>
      {problem && <Alert type="error" showIcon title={problem} />}
      {last && (
        <Alert
          type={last.line.difference === 0 ? 'success' : 'warning'}
          showIcon
          title={`${last.line.partNo} ${last.line.partName}: 실사 ${last.line.countedQty} / 장부 ${last.line.bookQty} (차이 ${formatDiff(last.line.difference)})${last.added ? ' · 계획에 없던 품목을 추가했습니다' : ''}`}
        />
      )}
    </Space>
  );
};

export const formatDiff = (d: number | null): string => (d === null ? '-' : d > 0 ? `+${d}` : String(d));
