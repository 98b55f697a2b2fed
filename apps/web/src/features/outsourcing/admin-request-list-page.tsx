import {
  ADMIN_REQUEST_COLUMNS,
  type AdminRequestView,
  OSC_PARTNERS,
  outsourcingRequestApi,
  REQUEST_PARTNER_KEYS,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestPartnerKey,
  type RequestStatus,
} from '@erp/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadApi, useApiQuery } from '../../app/contract-client';
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
import { memoPath } from './outsourcing-links';

const COLUMNS = gridColumnsOf(ADMIN_REQUEST_COLUMNS);
const DEFAULTS = { q: '', status: '', partner: '', from: '', to: '', page: 1, size: 50 };
const PARTNER_CHOICES = REQUEST_PARTNER_KEYS.map((k) => ({ value: k, label: OSC_PARTNERS[k].name }));

type Variant = 'release' | 'cancel' | 'history';

const SETUP = {
  release: {
    title: '협력사 주문 요청 (출고 목록)',
    description: '협력사가 요청한 부품. 두 번 클릭해 요청을 열고, 맡아서 ERP 주문을 등록·확정합니다.',
    contract: outsourcingRequestApi.adminList,
    empty: '주문 요청이 없습니다.',
  },
  cancel: {
    title: '협력사 주문 요청 취소 목록',
    description:
      '협력사가 취소를 요청한 주문 요청. 열어서 취소를 확인하면 확정된 주문은 재고·미수금이 환원됩니다.',
    contract: outsourcingRequestApi.adminCancelList,
    empty: '확인할 취소 요청이 없습니다.',
  },
  history: {
    title: '협력사 주문 요청 취소 이력',
    description: '확인을 마친 취소: 누가 언제 확인했는지 남습니다.',
    contract: outsourcingRequestApi.adminCancelHistoryList,
    empty: '취소 이력이 없습니다.',
  },
} as const;

const AdminRequestList = ({ variant }: { variant: Variant }) => {
  const setup = SETUP[variant];
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const body = {
    search: params.q,
    status: (params.status || undefined) as RequestStatus | undefined,
    partner: (params.partner || undefined) as RequestPartnerKey | undefined,
    fromYmd: params.from || undefined,
    toYmd: params.to || undefined,
    page: params.page,
    size: params.size,
  };
  const list = useApiQuery(setup.contract, { body });
  return (
    <ListPage<AdminRequestView>
      title={setup.title}
      description={setup.description}
      filterBar={
        <FilterCard onSearch={() => setParams({ q: search.trim(), page: 1 })}>
          <FilterItem label="검색어" htmlFor="osc-admin-search" width={260}>
            <Input
              id="osc-admin-search"
              allowClear
              placeholder="요청번호·차대번호·고객명·주문번호"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </FilterItem>
          <FilterChoice
            label="협력사"
            width={130}
            value={params.partner}
            onChange={(partner) => setParams({ partner, page: 1 })}
            choices={PARTNER_CHOICES}
          />
          {variant === 'release' && (
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
        gridId: `osc-admin-${variant}`,
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.code,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(memoPath(r)),
        emptyText: setup.empty,
      }}
      paging={urlPaging(list, params, setParams)}
      onExcelDownload={
        variant === 'release'
          ? () => downloadApi(outsourcingRequestApi.adminExcel, { body }, '협력사주문요청.xlsx')
          : undefined
      }
    />
  );
};

export const OutsourcingOrderRequestListPage = () => <AdminRequestList variant="release" />;
export const OutsourcingOrderRequestCancelListPage = () => <AdminRequestList variant="cancel" />;
export const OutsourcingOrderRequestCancelHistoryListPage = () => <AdminRequestList variant="history" />;
