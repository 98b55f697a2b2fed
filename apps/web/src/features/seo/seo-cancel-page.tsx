import { CANCEL_REQUEST_STATUS_LABELS, type CancelRequestView, seoApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** The branch's cancel requests, newest first, with head office's check. */
const CancelHistory = () => {
  const [page, setPage] = useState(1);
  const list = useApiQuery(seoApi.cancelList, { body: { page, size: 50 } });
  return (
    <Table<CancelRequestView>
      size="small"
      rowKey="id"
      loading={list.isFetching}
      dataSource={list.data?.rows ?? []}
      pagination={{ current: page, pageSize: 50, total: list.data?.total ?? 0, onChange: setPage }}
      locale={{ emptyText: '취소 요청이 없습니다.' }}
      columns={[
        { title: '요청 번호', dataIndex: 'id', width: 80 },
        { title: '주문 번호', dataIndex: 'orderCode', width: 140 },
        { title: '거래처', dataIndex: 'customerName' },
        { title: '사유', dataIndex: 'reason' },
        { title: '금액', dataIndex: 'total', width: 110, align: 'right', render: won },
        {
          title: '상태',
          dataIndex: 'status',
          width: 90,
          render: (s: CancelRequestView['status']) => (
            <Tag color={s === 'checked' ? 'green' : s === 'rejected' ? 'red' : 'orange'}>
              {CANCEL_REQUEST_STATUS_LABELS[s]}
            </Tag>
          ),
        },
        { title: '요청 시각', dataIndex: 'requestedAt', width: 140, render: formatKstDateTime },
        { title: '확인자', dataIndex: 'checkedByName', width: 90 },
      ]}
    />
  );
};

/**
 * Seo/SeoOrderCancelRequest: the branch asks to cancel a fixed order of its own (whole); nothing
 * moves until a head office employee checks it, then Busan's stock and the receivable come back.
 */
export const SeoOrderCancelRequestPage = () => {
  const client = useQueryClient();
  const [search] = useSearchParams();
  const [code, setCode] = useState(search.get('order') ?? '');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const { message } = await callApiWithMessage(
        seoApi.cancelRequest,
        { params: { code: code.trim().toUpperCase() }, body: { reason, lines: [] } },
        { selfHandled: true },
      );
      toast.success(message);
      setReason('');
      await client.invalidateQueries({ queryKey: ['cps'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="erp-page">
      <PageHead
        title="주문 취소 요청"
        description="확정된 지점 주문의 취소를 요청합니다. 본사 직원이 확인하면 부산 재고와 미수가 환원됩니다."
      />
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card size="small">
          <Space wrap>
            <label htmlFor="seo-cancel-order">주문 번호</label>
            <Input
              id="seo-cancel-order"
              style={{ width: 200 }}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <label htmlFor="seo-cancel-reason">취소 사유</label>
            <Input
              id="seo-cancel-reason"
              style={{ width: 360 }}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              onPressEnter={() => void send()}
            />
            <Button type="primary" danger loading={busy} disabled={!code.trim()} onClick={() => void send()}>
              전체 취소 요청
            </Button>
          </Space>
        </Card>
        <Card size="small" title="취소 요청 이력">
          <CancelHistory />
        </Card>
      </Space>
    </div>
  );
};

/** Seo/Cancel/CpsOrderRequestCancelHistoryList: the branch's cancel requests and their checks. */
export const CpsOrderRequestCancelHistoryListPage = () => (
  <div className="erp-page">
    <PageHead title="취소 요청 이력" description="지점이 요청한 주문 취소와 본사의 확인(또는 반려)입니다." />
    <CancelHistory />
  </div>
);
