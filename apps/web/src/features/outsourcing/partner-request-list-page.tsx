import {
  outsourcingRequestApi,
  PARTNER_REQUEST_COLUMNS,
  type PartnerRequestView,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestPartnerKey,
  type RequestStatus,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApiWithMessage, downloadApi, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import {
  choicesOf,
  FilterCard,
  FilterChoice,
  FilterItem,
  YmdRangePicker,
} from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { partnerFormPath } from './outsourcing-links';
import { RequestStatusTag } from './request-status-tag';

const COLUMNS = gridColumnsOf(PARTNER_REQUEST_COLUMNS);
const DEFAULTS = { q: '', status: '', from: '', to: '', page: 1, size: 20 };

/** The request opened from the list: its lines, its ERP order and waybill, and the cancel ask. */
const RequestDetail = ({ r, onClose }: { r: PartnerRequestView; onClose: () => void }) => {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const canCancel = r.status !== 'cancelled' && r.cancelStatus === null;
  const askCancel = async () => {
    setSaving(true);
    try {
      const { message: said } = await callApiWithMessage(outsourcingRequestApi.cancelRequestUpdate, {
        params: { id: r.code },
        body: { reason, version: r.version },
      });
      message.success(said);
      await queryClient.invalidateQueries({ queryKey: ['outsourcing'] });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`주문 요청 ${r.code}`} onCancel={onClose} footer={null} width={760}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="상태">
          <RequestStatusTag r={r} />
        </Descriptions.Item>
        <Descriptions.Item label="요청 일시">{formatKstDateTime(r.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="차대번호">{r.vin}</Descriptions.Item>
        <Descriptions.Item label="차량번호">{r.carNumber ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="고객명">{r.clientName}</Descriptions.Item>
        <Descriptions.Item label="고객 연락처">{r.clientPhone ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="주문번호">{r.erpOrderCode ?? '본사 처리 전'}</Descriptions.Item>
        <Descriptions.Item label="주문 금액">
          {r.orderTotal === null ? '-' : `${formatWon(r.orderTotal)}원`}
        </Descriptions.Item>
        <Descriptions.Item label="송장번호">{r.waybillNo ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="출고 일시">{formatKstDateTime(r.shippedAt)}</Descriptions.Item>
        {r.cancelReason && (
          <Descriptions.Item label="취소 사유" span={2}>
            {r.cancelReason}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Table
        size="small"
        style={{ marginTop: 12 }}
        rowKey="lineNo"
        pagination={false}
        dataSource={r.lines}
        columns={[
          { title: '번호', dataIndex: 'lineNo', width: 60 },
          { title: '부품명', dataIndex: 'partName' },
          { title: '품목 코드', dataIndex: 'partCode', width: 120 },
          { title: '수량', dataIndex: 'qty', width: 70, align: 'right' },
        ]}
      />
      {canCancel && (
        <div style={{ marginTop: 16, display: 'flex', gap: 8 }}>
          <Input
            aria-label="취소 사유"
            placeholder="취소 사유 (2자 이상)"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button danger loading={saving} disabled={reason.trim().length < 2} onClick={askCancel}>
            취소 요청
          </Button>
        </div>
      )}
    </Modal>
  );
};

type Variant = 'requests' | 'waybills';

/** {Partner}OrderRequestList and {Partner}WaybliiList: the partner's own requests only. */
const RequestList = ({ partner, variant }: { partner: RequestPartnerKey; variant: Variant }) => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const [open, setOpen] = useState<PartnerRequestView | null>(null);
  const body = {
    search: params.q,
    status: (params.status || undefined) as RequestStatus | undefined,
    fromYmd: params.from || undefined,
    toYmd: params.to || undefined,
    page: params.page,
    size: params.size,
  };
  const contract =
    variant === 'waybills' ? outsourcingRequestApi.waybillList : outsourcingRequestApi.customerList;
  const list = useApiQuery(contract, { body });
  const waybills = variant === 'waybills';
  return (
    <>
      <ListPage<PartnerRequestView>
        title={waybills ? '송장 목록' : '주문 요청 목록'}
        description={
          waybills
            ? '본사가 확정한 주문과 택배 송장번호입니다. 두 번 클릭하면 자세히 봅니다.'
            : '내가 요청한 주문과 본사 처리 상태입니다. 두 번 클릭하면 자세히 보고 취소를 요청할 수 있습니다.'
        }
        actions={
          !waybills && (
            <Button type="primary" onClick={() => navigate(partnerFormPath(partner))}>
              주문 요청 등록
            </Button>
          )
        }
        filterBar={
          <FilterCard onSearch={() => setParams({ q: search.trim(), page: 1 })}>
            <FilterItem label="검색어" htmlFor="osc-search" width={260}>
              <Input
                id="osc-search"
                allowClear
                placeholder="요청번호·차대번호·고객명·송장번호"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </FilterItem>
            {!waybills && (
              <FilterChoice
                label="상태"
                width={120}
                value={params.status}
                onChange={(status) => setParams({ status, page: 1 })}
                choices={choicesOf(REQUEST_STATUSES, REQUEST_STATUS_LABELS)}
              />
            )}
            <FilterItem label="요청일">
              <YmdRangePicker
                label="요청일"
                ends="open"
                from={params.from}
                to={params.to}
                onChange={(from, to) => setParams({ from, to, page: 1 })}
              />
            </FilterItem>
          </FilterCard>
        }
        table={{
          gridId: waybills ? 'osc-waybill-list' : 'osc-request-list',
          columns: COLUMNS,
          rows: list.data?.rows,
          rowId: (r) => r.code,
          loading: list.isFetching,
          onRowOpen: (r) => setOpen(r),
          emptyText: waybills ? '확정된 주문이 없습니다.' : '주문 요청이 없습니다.',
        }}
        paging={urlPaging(list, params, setParams)}
        onExcelDownload={
          waybills
            ? undefined
            : () => downloadApi(outsourcingRequestApi.customerExcel, { body }, '주문요청목록.xlsx')
        }
      />
      {open && <RequestDetail r={open} onClose={() => setOpen(null)} />}
    </>
  );
};

export const HrOrderRequestListPage = () => <RequestList partner="Hr" variant="requests" />;
export const AutoRemanOrderRequestListPage = () => <RequestList partner="AutoReman" variant="requests" />;
export const TaeGyeongOrderRequestListPage = () => <RequestList partner="TaeGyeong" variant="requests" />;
export const HrWaybliiListPage = () => <RequestList partner="Hr" variant="waybills" />;
export const AutoRemanWaybliiListPage = () => <RequestList partner="AutoReman" variant="waybills" />;
export const TaeGyeongWaybliiListPage = () => <RequestList partner="TaeGyeong" variant="waybills" />;
