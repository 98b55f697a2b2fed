import { PlusOutlined } from '@ant-design/icons';
import {
  externalApi,
  externalScreens,
  linkTo,
  REPORT_COLUMNS,
  REPORT_KIND_LABELS,
  type Report,
  type ReportKind,
} from '@erp/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import {
  FilterCard,
  FilterItem,
  FilterPeriod,
  FilterSwitch,
} from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { useIsExternal, useReports } from './external.api';
import { ExternalPicker } from './external-picker';

const COLUMNS = gridColumnsOf(REPORT_COLUMNS);
const DEFAULTS = { from: '', to: '', externalId: 0, unread: false, page: 1, size: 50 };
const SCREENS = {
  day: { register: externalScreens.externalDayReportRegister, view: externalScreens.externalDayReportView },
  week: {
    register: externalScreens.externalWeekReportRegister,
    view: externalScreens.externalWeekReportView,
  },
} as const;

const ReportList = ({ kind }: { kind: ReportKind }) => {
  const navigate = useNavigate();
  const isExternal = useIsExternal();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState(params);
  const query = {
    kind,
    from: params.from || undefined,
    to: params.to || undefined,
    externalId: params.externalId || undefined,
    unreadOnly: params.unread,
    page: params.page,
    size: params.size,
  };
  const list = useReports(query);
  const label = REPORT_KIND_LABELS[kind];
  return (
    <ListPage<Report>
      title={`${label} 목록`}
      description={
        isExternal
          ? '내가 쓴 보고입니다. 본사가 읽기 전까지 고칠 수 있습니다.'
          : '외부 영업자의 보고입니다. 열어서 읽음 표시와 의견을 남깁니다.'
      }
      actions={
        isExternal && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(SCREENS[kind].register.path)}
          >
            {label} 쓰기
          </Button>
        )
      }
      onExcelDownload={() => downloadApi(externalApi.reportListExcel, { body: query }, `${label}.xlsx`)}
      filterBar={
        <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
          <FilterPeriod label="보고일" ends="open" draft={draft} setDraft={setDraft} />
          {!isExternal && (
            <FilterItem label="외부 영업자">
              <ExternalPicker
                value={draft.externalId || undefined}
                onChange={(id) => setDraft({ ...draft, externalId: id ?? 0 })}
              />
            </FilterItem>
          )}
          <FilterSwitch
            label="안 읽은 보고만"
            checked={draft.unread}
            onChange={(unread) => setDraft({ ...draft, unread })}
          />
        </FilterCard>
      }
      table={{
        gridId: `external-${kind}-report-list`,
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.code,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(linkTo(SCREENS[kind].view, { code: r.code })),
        emptyText: `${label}가 없습니다.`,
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

export const ExternalDayReportListPage = () => <ReportList kind="day" />;
export const ExternalWeekReportListPage = () => <ReportList kind="week" />;
