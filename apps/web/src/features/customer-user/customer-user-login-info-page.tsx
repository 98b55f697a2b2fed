import type { LoginCountRow } from '@erp/domain';
import { customerUserLoginInfoQuerySchema } from '@erp/domain';
import { Alert, Card, DatePicker, InputNumber, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatCount } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { issueMessage } from '../../components/form-page/zod-form';
import { ListPage } from '../../components/list-page/list-page';
import { SearchButton } from '../../components/list-page/search-button';
import { useLoginInfo, useWeeklyLogins } from './customer-user.api';
import { CUSTOMER_USER_PATHS, currentMonth } from './customer-user-paths';
import { WeeklyLoginChart } from './weekly-login-chart';

const COLUMNS: DataColumn<LoginCountRow>[] = [
  {
    colId: 'rank',
    headerName: '순위',
    width: 72,
    type: 'rightAligned',
    cellClass: 'erp-cell-number',
    valueGetter: (p) => (p.node?.rowIndex ?? 0) + 1,
  },
  {
    colId: 'loginId',
    headerName: '아이디',
    field: 'loginId',
    width: 140,
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  { colId: 'name', headerName: '이름', field: 'name', width: 120 },
  { colId: 'customerCode', headerName: '거래처 코드', field: 'customerCode', width: 112 },
  { colId: 'customerName', headerName: '거래처명', field: 'customerName', flex: 1, minWidth: 160 },
  {
    colId: 'loginCount',
    headerName: '로그인 수',
    field: 'loginCount',
    width: 110,
    type: 'rightAligned',
    cellClass: 'erp-cell-number',
    valueFormatter: (p) => `${formatCount(p.value as number)}회`,
  },
];

const WEEK_CHOICES = [4, 8, 12, 26];

/**
 * User/CustomerUserLoginInfo/:searchMonth/:logincnt: customer users who logged in at least
 * :logincnt times in the month :searchMonth (YYYYMM), and the weekly login counts.
 */
export const CustomerUserLoginInfoPage = () => {
  const navigate = useNavigate();
  const { searchMonth = '', logincnt = '' } = useParams();
  const parsed = customerUserLoginInfoQuerySchema.safeParse({ searchMonth, loginCount: Number(logincnt) });
  const valid = parsed.success && /^\d+$/.test(logincnt);
  const [month, setMonth] = useState(valid ? searchMonth : currentMonth());
  const [count, setCount] = useState<number>(valid ? Number(logincnt) : 1);
  const [weeks, setWeeks] = useState(8);
  const info = useLoginInfo(searchMonth, Number(logincnt), valid);
  const weekly = useWeeklyLogins(weeks);
  const problem = parsed.success
    ? '로그인 횟수는 0 이상의 정수입니다.'
    : parsed.error.issues[0]
      ? issueMessage(parsed.error.issues[0])
      : '';
  const title = valid
    ? `${searchMonth.slice(0, 4)}년 ${Number(searchMonth.slice(4))}월 로그인 ${logincnt}회 이상`
    : '월별 로그인 현황';

  return (
    <div className="erp-page">
      <ListPage<LoginCountRow>
        title="거래처 사용자 로그인 현황"
        description={title}
        filterBar={
          <Card size="small" className="erp-filter-card">
            <Space wrap size={14}>
              <Space>
                <Typography.Text>조회 월</Typography.Text>
                <DatePicker
                  picker="month"
                  allowClear={false}
                  format="YYYY년 MM월"
                  value={dayjs(`${month.slice(0, 4)}-${month.slice(4, 6)}-01`)}
                  onChange={(day) => day && setMonth(day.format('YYYYMM'))}
                />
              </Space>
              <Space>
                <Typography.Text>로그인</Typography.Text>
                <InputNumber<number>
                  aria-label="최소 로그인 횟수"
                  min={0}
                  max={100000}
                  precision={0}
                  value={count}
                  onChange={(n) => setCount(n ?? 0)}
                  suffix="회 이상"
                  style={{ width: 130 }}
                  onPressEnter={() => navigate(CUSTOMER_USER_PATHS.loginInfo(month, count))}
                />
              </Space>
              <SearchButton onClick={() => navigate(CUSTOMER_USER_PATHS.loginInfo(month, count))} />
            </Space>
            {!valid && (
              <Alert
                type="error"
                showIcon
                title={`주소의 조회 조건이 올바르지 않습니다: ${problem}`}
                style={{ marginTop: 8 }}
              />
            )}
          </Card>
        }
        table={{
          gridId: 'customer-user-login-info',
          columns: COLUMNS,
          rows: valid ? info.data : [],
          rowId: (r) => String(r.id),
          loading: info.isFetching,
          onRowOpen: (r) => navigate(CUSTOMER_USER_PATHS.modify(r.id)),
          height: 'max(280px, calc(100vh - 700px))',
          emptyText: '조건에 맞는 사용자가 없습니다.',
          toolbar: <Typography.Text strong>{`${formatCount(info.data?.length ?? 0)}명`}</Typography.Text>,
        }}
      />
      <Card
        size="small"
        className="erp-section-card"
        title="주별 로그인"
        extra={
          <Segmented
            size="small"
            value={weeks}
            onChange={(w) => setWeeks(Number(w))}
            options={WEEK_CHOICES.map((w) => ({ value: w, label: `${w}주` }))}
          />
        }
      >
        <WeeklyLoginChart weeks={weekly.data ?? []} />
      </Card>
    </div>
  );
};
