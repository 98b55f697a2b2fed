import { COURIER_PARCEL_COLUMNS, type CourierParcel, courierPortalApi } from '@erp/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { FilterCard, FilterItem, YmdRangePicker } from '../../components/screen-parts/filter-card';
import { daysAgoYmd, todayYmd } from '../customer-portal/portal-days';
import { useCourierChecks } from './courier-portal.api';

const COLUMNS = gridColumnsOf(COURIER_PARCEL_COLUMNS);

/** Courier/User/CourierCheckInfoList[/:type[/:userId]]: the company's hand-over confirmations. */
export const CourierCheckListPage = () => {
  const { userId = '' } = useParams();
  const [draft, setDraft] = useState({ fromDate: daysAgoYmd(7), toDate: todayYmd(), waybillNo: '' });
  const [filter, setFilter] = useState(draft);
  const [paging, setPaging] = useState({ page: 1, size: 50 });
  const query = {
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    waybillNo: filter.waybillNo || null,
    loginId: userId || null,
    ...paging,
  };
  const list = useCourierChecks(query);
  return (
    <ListPage<CourierParcel>
      title={userId ? `인수 확인 내역 (${userId})` : '인수 확인 내역'}
      description="송장을 스캔해 인수 확인한 택배: 누가 언제 확인했는지."
      onExcelDownload={() => downloadApi(courierPortalApi.checkExcel, { body: query }, '인수확인.xlsx')}
      filterBar={
        <FilterCard
          onSearch={() => {
            setFilter(draft);
            setPaging({ ...paging, page: 1 });
          }}
        >
          <FilterItem label="확인일">
            <YmdRangePicker
              label="확인일"
              ends="closed"
              from={draft.fromDate}
              to={draft.toDate}
              onChange={(fromDate, toDate) => setDraft({ ...draft, fromDate, toDate })}
            />
          </FilterItem>
          <FilterItem label="송장 번호" htmlFor="cc-waybill">
            <Input
              id="cc-waybill"
              style={{ width: 160 }}
              value={draft.waybillNo}
              onChange={(e) => setDraft({ ...draft, waybillNo: e.target.value })}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'courier-check-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.deliveryCode,
        loading: list.isFetching,
        emptyText: '이 기간에 인수 확인한 택배가 없습니다.',
      }}
      paging={{
        page: paging.page,
        size: paging.size,
        total: list.data?.total ?? 0,
        totalCapped: list.data?.totalCapped ?? false,
        onChange: (page, size) => setPaging({ page, size }),
      }}
    />
  );
};
