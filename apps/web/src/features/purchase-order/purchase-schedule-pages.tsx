import {
  LATE_SUPPLY_COLUMNS,
  LATE_SUPPLY_LIST_SPEC,
  type LateSupply,
  linkTo,
  purchaseOrderApi,
  purchaseOrderScreens as S,
  type ScheduleGroup,
  type ScheduleLine,
} from '@erp/domain';
import { Alert, Breadcrumb, Card, Space, Spin, Table } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useApiQuery } from '../../app/contract-client';
import { formatYmd } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { PageHead } from '../../components/page-head/page-head';
import { SUPPLIER_QUICK, useSupplierFilterOptions } from '../purchase/supplier-filters';

const LINE_COLUMNS = [
  { title: '입고 예정일', dataIndex: 'expectedDate', width: 104, render: formatYmd },
  { title: '발주 번호', dataIndex: 'orderCode', width: 110, className: 'erp-mono' },
  { title: '매입처', dataIndex: 'supplierName', width: 160 },
  { title: '품번', dataIndex: 'partNo', width: 130, className: 'erp-mono' },
  { title: '품명', dataIndex: 'partName', ellipsis: true },
  { title: '브랜드', dataIndex: 'brandName', width: 90 },
  { title: '발주', dataIndex: 'qty', width: 60, align: 'right' as const },
  { title: '입고', dataIndex: 'receivedQty', width: 60, align: 'right' as const },
  { title: '잔량', dataIndex: 'remainingQty', width: 60, align: 'right' as const },
];

/**
 * PurchaseSchedule[/:largeCode[/:brandCode]]: what saved orders still bring, by large part kind,
 * then by brand within it; a group drills down by the path, a line opens its expected-day change.
 */
export const PurchaseSchedulePage = () => {
  const { largeCode, brandCode } = useParams();
  const navigate = useNavigate();
  const query = useApiQuery(purchaseOrderApi.schedule, {
    query: { ...(largeCode ? { largeCode } : {}), ...(largeCode && brandCode ? { brandCode } : {}) },
  });
  const data = query.data;
  const groupLink = (g: ScheduleGroup) =>
    largeCode
      ? linkTo(S.purchaseScheduleBrand, { largeCode, brandCode: g.code })
      : linkTo(S.purchaseScheduleLarge, { largeCode: g.code });
  return (
    <div className="erp-page">
      <PageHead
        title="입고 예정"
        description="확정된 발주 중 아직 들어오지 않은 품목입니다. 분류 → 브랜드로 좁히고, 품목을 두 번 클릭하면 입고 예정일을 바꿉니다."
      />
      <Breadcrumb
        items={[
          { title: <Link to={linkTo(S.purchaseSchedule)}>전체</Link> },
          ...(largeCode
            ? [{ title: <Link to={linkTo(S.purchaseScheduleLarge, { largeCode })}>분류 {largeCode}</Link> }]
            : []),
          ...(largeCode && brandCode ? [{ title: `브랜드 ${brandCode}` }] : []),
        ]}
      />
      {query.error ? (
        <Alert type="error" showIcon title={messageOf(query.error)} />
      ) : !data ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%', marginTop: 12 }}>
          {data.groups.length > 0 && (
            <Card size="small" title={largeCode ? '브랜드별' : '대분류별'}>
              <Table<ScheduleGroup>
                size="small"
                rowKey="code"
                pagination={false}
                dataSource={data.groups}
                columns={[
                  {
                    title: largeCode ? '브랜드' : '대분류',
                    dataIndex: 'name',
                    render: (name: string, g) => <Link to={groupLink(g)}>{name}</Link>,
                  },
                  { title: '품목 수', dataIndex: 'lineCount', width: 90, align: 'right' },
                  { title: '잔량', dataIndex: 'remainingQty', width: 90, align: 'right' },
                  { title: '가장 이른 예정일', dataIndex: 'firstDate', width: 130, render: formatYmd },
                ]}
              />
            </Card>
          )}
          <Card size="small" title={`입고 예정 품목 (${data.lines.length})`}>
            <Table<ScheduleLine>
              size="small"
              rowKey="id"
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              dataSource={data.lines}
              columns={LINE_COLUMNS}
              onRow={(l) => ({
                onDoubleClick: () => navigate(linkTo(S.purchaseScheduleModify, { seq: String(l.id) })),
              })}
              scroll={{ x: 900 }}
            />
          </Card>
        </Space>
      )}
    </div>
  );
};

const LATE_COLUMNS = gridColumnsOf(LATE_SUPPLY_COLUMNS, { spec: LATE_SUPPLY_LIST_SPEC });

const NO_CHOICES = {};

/** PurchaseLateSupply: ordered, not fully arrived, past the expected day — by supplier, with days late. */
export const PurchaseLateSupplyPage = () => {
  const navigate = useNavigate();
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    purchaseOrderApi.lateList,
    LATE_SUPPLY_LIST_SPEC,
    { excel: { contract: purchaseOrderApi.lateExcel, fileName: '입고지연.xlsx' } },
  );
  const options = useSupplierFilterOptions(NO_CHOICES);
  return (
    <ListPage<LateSupply>
      title="입고 지연"
      description="입고 예정일이 지났는데 다 들어오지 않은 발주 품목을 매입처별로 봅니다. 두 번 클릭: 입고 예정일 변경"
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={options}
          quickFields={[SUPPLIER_QUICK, { field: 'expectedDate', op: 'between' }]}
          keywordPlaceholder="매입처명·품번"
        />
      }
      table={{
        gridId: 'purchase-late-supply',
        columns: LATE_COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (r) => String(r.id),
        onRowOpen: (r) => navigate(linkTo(S.purchaseScheduleModify, { seq: String(r.id) })),
        emptyText: '입고가 늦은 발주가 없습니다.',
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
