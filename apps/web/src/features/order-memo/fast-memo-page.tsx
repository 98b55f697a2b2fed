import { memoCreateSchema } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Input, type InputRef, Switch, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, messageOf } from '../../app/api-error';
import { announceDataChange } from '../../components/data-sync/data-change';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { toast } from '../../shell/toast/toast';
import { CustomerPicker } from '../customer/customer-picker';
import { parseFastMemoUrgent, parseObtainParams } from '../sales-order/order-paths';
import { memoStatusText } from './memo-columns';
import { memoKeys, saveMemo, useMemoList } from './order-memo.api';
import '../sales-order/sales-order.css';
import './order-memo.css';

/**
 * Order/Product/OrderFastMemo/:type/:custCode: a small window for a quick phone request — the
 * customer (from the URL or picked), one line of request, Enter saves and the box is ready for
 * the next call. :type 'urgent' marks the memos urgent. The customer's last memos are listed.
 */
export const OrderFastMemoPage = () => {
  const raw = useParams();
  const queryClient = useQueryClient();
  const fromUrl = parseObtainParams({ customerCode: raw.custCode }).customerCode;
  const [customerCode, setCustomerCode] = useState<string | null>(fromUrl);
  const [request, setRequest] = useState('');
  const [urgent, setUrgent] = useState(() => parseFastMemoUrgent(raw.type));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const requestRef = useRef<InputRef>(null);
  // The customer came with the URL: the cursor waits in the request box.
  useEffect(() => {
    if (fromUrl) requestRef.current?.focus();
  }, [fromUrl]);
  const recent = useMemoList({ ...(customerCode ? { customerCode } : {}), page: 1, size: 8 });

  const save = async () => {
    const parsed = memoCreateSchema.safeParse({ customerCode: customerCode ?? '', request, urgent });
    if (!parsed.success) {
      setError(parsed.error.issues.map((i) => i.message).join(' '));
      return;
    }
    setSaving(true);
    try {
      const memo = await saveMemo(parsed.data);
      toast.success(`메모 ${memo.code}를 저장했습니다.`);
      setRequest('');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: memoKeys.all });
      announceDataChange({ entity: 'memo', action: 'created', key: memo.code });
      requestRef.current?.focus();
    } catch (e) {
      setError(
        e instanceof ApiError && e.fields.length > 0
          ? e.fields.map((f) => f.message).join(' ')
          : messageOf(e),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="erp-page erp-fast-memo">
      <Card
        size="small"
        title="빠른 메모"
        extra={<Typography.Text type="secondary">Enter 저장 · Tab 긴급</Typography.Text>}
      >
        <div className="erp-fast-memo-grid">
          <label htmlFor="fast-memo-customer">거래처</label>
          <CustomerPicker
            id="fast-memo-customer"
            value={customerCode}
            autoFocus={!fromUrl}
            onChange={(code) => {
              setCustomerCode(code ?? null);
              if (code) setTimeout(() => requestRef.current?.focus(), 0);
            }}
          />
          <label htmlFor="fast-memo-request">요청 내용</label>
          <Input
            id="fast-memo-request"
            ref={requestRef}
            autoFocus={Boolean(fromUrl)}
            value={request}
            maxLength={2000}
            autoComplete="off"
            placeholder="예: 배터리 AX60L 1개, 오후 배송"
            onChange={(e) => setRequest(e.target.value)}
            onPressEnter={(e) => {
              if (!e.nativeEvent.isComposing && !saving) void save();
            }}
          />
          <label htmlFor="fast-memo-urgent">긴급</label>
          <span>
            <Switch id="fast-memo-urgent" checked={urgent} onChange={setUrgent} />
          </span>
        </div>
        {error && (
          <Typography.Text type="danger" className="erp-memo-error" data-testid="fast-memo-error">
            {error}
          </Typography.Text>
        )}
      </Card>
      <Card size="small" title={customerCode ? '이 거래처의 최근 메모' : '최근 메모'}>
        <ol className="erp-fast-memo-list" data-testid="fast-memo-list">
          {(recent.data?.rows ?? []).map((m) => (
            <li key={m.code}>
              <span className="erp-mono">{m.code}</span>
              <span>{formatKstDateTime(m.createdAt)}</span>
              <span className={m.urgent ? 'is-urgent' : undefined}>
                {m.urgent ? '[긴급] ' : ''}
                {m.request}
              </span>
              <span>{memoStatusText(m, '')}</span>
            </li>
          ))}
          {recent.data?.rows.length === 0 && (
            <Typography.Text type="secondary">메모가 없습니다.</Typography.Text>
          )}
        </ol>
      </Card>
    </div>
  );
};
