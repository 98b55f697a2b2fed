import {
  CLIENT_MEMO_AUTHOR_LABELS,
  type ClientOrderMemoView,
  clientPortalApi,
  clientPortalScreens,
  linkTo,
  ORDER_STATUS_LABELS,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Input, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';
import { won } from './client-parts';
import './client-portal.css';

const MemoList = ({ view }: { view: ClientOrderMemoView }) =>
  view.memos.length === 0 ? (
    <Empty description="아직 남긴 메모가 없습니다." />
  ) : (
    <ul className="erp-client-memos">
      {view.memos.map((m) => (
        <li key={m.id} className={`erp-client-memo erp-client-memo-${m.author}`} data-testid="client-memo">
          <div className="erp-client-row">
            <span>
              <Tag color={m.author === 'staff' ? 'blue' : 'green'}>{CLIENT_MEMO_AUTHOR_LABELS[m.author]}</Tag>
              {m.authorName}
            </span>
            <span className="erp-client-muted">{new Date(m.createdAt).toLocaleString('ko-KR')}</span>
          </div>
          <div className="erp-client-memo-body">{m.body}</div>
        </li>
      ))}
    </ul>
  );

/**
 * Order/ClientOrderMemo/:orderCode/:vin/:orderType: the notes on one QR order between the customer
 * who placed it and the shop's staff (both write here; the server keeps each to its own orders).
 */
export const ClientOrderMemoPage = () => {
  const { orderCode = '', vin = '', orderType = '' } = useParams();
  const code = orderCode.trim().toUpperCase();
  const client = useQueryClient();
  const query = useApiQuery(clientPortalApi.orderMemo, { params: { code } }, { retry: false });
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  if (query.isPending) return <Skeleton active className="erp-client" />;
  const view = query.data;
  if (!view)
    return <Result status="warning" title="주문을 불러오지 못했습니다." subTitle={messageOf(query.error)} />;
  const o = view.order;
  const send = async () => {
    setBusy(true);
    try {
      const { message } = await callApiWithMessage(clientPortalApi.orderMemoAdd, {
        params: { code },
        body: { body },
      });
      toast.success(message);
      setBody('');
      await client.invalidateQueries({ queryKey: ['client'] });
    } catch {
      // The error dialog has said why.
    } finally {
      setBusy(false);
    }
  };
  // The path names the car; an address typed by hand for another car says so, not silently.
  const otherCar = vin !== '' && vin !== '-' && o.vin !== null && vin.toUpperCase() !== o.vin;
  return (
    <div className="erp-client">
      <Card size="small" title={`주문 ${o.code} 메모`}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="상태">
            {o.status === 'draft' ? '매장 확인 중' : ORDER_STATUS_LABELS[o.status]}
          </Descriptions.Item>
          <Descriptions.Item label="고객">{o.clientName}</Descriptions.Item>
          <Descriptions.Item label="차량">
            {[o.carNo, o.vin].filter(Boolean).join(' · ') || '-'}
          </Descriptions.Item>
          <Descriptions.Item label="구분">{orderType === 'app' ? 'QR 앱 주문' : orderType}</Descriptions.Item>
          <Descriptions.Item label="품목">
            {o.firstItem ?? ''}
            {o.lineCount > 1 ? ` 외 ${o.lineCount - 1}건` : ''} · {won(o.total)}
          </Descriptions.Item>
          {o.memo && <Descriptions.Item label="주문 요청 사항">{o.memo}</Descriptions.Item>}
        </Descriptions>
        {otherCar && (
          <Alert type="warning" showIcon title={`주소의 차대번호(${vin})가 이 주문의 차량과 다릅니다.`} />
        )}
      </Card>
      <Card size="small" title="메모">
        <MemoList view={view} />
      </Card>
      <Card size="small">
        <Input.TextArea
          aria-label="메모"
          value={body}
          maxLength={1000}
          rows={3}
          placeholder="매장과 고객이 함께 보는 메모입니다."
          onChange={(e) => setBody(e.target.value)}
        />
        <Button
          type="primary"
          block
          style={{ marginTop: 8 }}
          disabled={!body.trim()}
          loading={busy}
          onClick={send}
        >
          메모 남기기
        </Button>
      </Card>
      <Link to={linkTo(clientPortalScreens.statement, { code: o.code })} target="_blank">
        <Button block>거래명세서 보기</Button>
      </Link>
    </div>
  );
};
