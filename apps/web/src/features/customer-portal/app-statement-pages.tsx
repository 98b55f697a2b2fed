import {
  customerPortalScreens,
  linkTo,
  STATEMENT_SERVER_TYPE_LABELS,
  STATEMENT_SERVER_TYPES,
  type Statement,
  type StatementServerType,
} from '@erp/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Result, Segmented, Skeleton, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatYmd } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';
import { YmdRangePicker } from '../../components/screen-parts/filter-card';
import { useStatement } from '../statement/statement.api';
import { StatementBar } from '../statement/statement-bar';
import { printWon, STATEMENT_TITLES } from '../statement/statement-format';
import { FullStatement } from '../statement/statement-page';
import { useAppStatement, useStatementList } from './customer-portal.api';
import { daysAgoYmd, todayYmd } from './portal-days';
import { CardPager, won } from './portal-parts';
import './customer-portal.css';
import '../statement/statement.css';

// The statements of the shop's orders: the list (CustomerAppOrderStatementOfAccount/:serverType),
// one statement bare to print (…/:serverType/:code), and the app order's statement for staff and
// the shop (AppStatementOfAccount/:code). The print is the sales statement's own sheet.

const isServerType = (v: string): v is StatementServerType =>
  (STATEMENT_SERVER_TYPES as readonly string[]).includes(v);

/** One statement on A4, with the bar that prints it; a waiting app order prints as its estimate. */
const StatementSheet = ({ query, note }: { query: UseQueryResult<Statement>; note?: string }) => {
  const s = query.data;
  useEffect(() => {
    if (s) document.title = `${STATEMENT_TITLES[s.kind]} ${s.documentCode}`;
  }, [s]);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!s)
    return (
      <Result status="warning" title="거래명세서를 불러오지 못했습니다." subTitle={messageOf(query.error)} />
    );
  const title = STATEMENT_TITLES[s.kind];
  return (
    <div className="erp-statement">
      <StatementBar
        title={`${note ?? ''}${title} ${s.documentCode}`}
        subtitle={`${s.recipient.name} · 합계 ${printWon(s.total)}원${s.kind === 'estimate' ? ' · 처리 전 주문' : ''}`}
      />
      <FullStatement s={s} copyLabel={['공급받는자 보관용']} />
    </div>
  );
};

/** AppStatementOfAccount/:code: the statement of an app order (staff any, a shop its own). */
export const AppStatementOfAccountPage = () => {
  const { code = '' } = useParams();
  return <StatementSheet query={useAppStatement(code.trim().toUpperCase())} note="앱 주문 " />;
};

/** …/:serverType/:code: an app order through the app statement, any other through the sale's. */
const OneStatement = ({ serverType, code }: { serverType: StatementServerType; code: string }) => {
  const app = useAppStatement(serverType === 'app' ? code : '');
  const sale = useStatement('sale', serverType === 'all' ? code : '');
  return <StatementSheet query={serverType === 'app' ? app : sale} />;
};

/** Customer/Order/CustomerAppOrderStatementOfAccount/:serverType[/:code]. */
export const CustomerAppOrderStatementPage = () => {
  const { serverType = '', code } = useParams();
  const navigate = useNavigate();
  const [range, setRange] = useState({ from: daysAgoYmd(30), to: todayYmd() });
  const [page, setPage] = useState(1);
  const type: StatementServerType = isServerType(serverType) ? serverType : 'app';
  const size = 20;
  const list = useStatementList({ serverType: type, fromDate: range.from, toDate: range.to, page, size });
  if (!isServerType(serverType))
    return (
      <Result status="warning" title="구분이 올바르지 않습니다." subTitle="app 또는 all 중 하나입니다." />
    );
  if (code) return <OneStatement serverType={type} code={code.trim().toUpperCase()} />;
  const rows = list.data?.rows ?? [];
  const base = linkTo(customerPortalScreens.customerAppOrderStatementOfAccount, { serverType: type });
  return (
    <TitledPage
      title="거래명세서"
      description="처리된 주문의 거래명세서를 열어 인쇄합니다."
      className="cp-page cp-block"
    >
      <Segmented<StatementServerType>
        aria-label="구분"
        value={type}
        options={STATEMENT_SERVER_TYPES.map((t) => ({ value: t, label: STATEMENT_SERVER_TYPE_LABELS[t] }))}
        onChange={(t) =>
          navigate(linkTo(customerPortalScreens.customerAppOrderStatementOfAccount, { serverType: t }))
        }
      />
      <YmdRangePicker
        label="주문일"
        ends="closed"
        from={range.from}
        to={range.to}
        onChange={(from, to) => {
          setRange({ from, to });
          setPage(1);
        }}
      />
      {list.isFetching && rows.length === 0 ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description="이 기간에 처리된 주문이 없습니다." />
      ) : (
        <ul className="cp-cards">
          {rows.map((r) => (
            <li key={r.orderCode} className="cp-card" data-testid="statement-card">
              <div className="cp-card-top">
                <Link className="cp-card-title" to={`${base}/${r.orderCode}`}>
                  {r.orderCode}
                </Link>
                <span>
                  {r.app && <Tag color="blue">앱 주문</Tag>}
                  {r.status === 'cancelled' && <Tag>취소</Tag>}
                </span>
              </div>
              <div>{r.itemSummary}</div>
              <div className="cp-card-top">
                <span className="cp-card-sub">{formatYmd(r.orderDate)}</span>
                <strong>{won(r.total)}</strong>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CardPager page={page} size={size} total={list.data?.total ?? 0} onPage={setPage} />
    </TitledPage>
  );
};
