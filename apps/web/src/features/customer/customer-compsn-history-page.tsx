import { CheckOutlined, SearchOutlined } from '@ant-design/icons';
import { BIZ_NO_HISTORY_COLUMNS, type BizNoHistoryRow } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Segmented, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { urlPaging } from '../../components/list-page/paged-list';
import { useUrlParams } from '../../components/list-page/url-params';
import { PageHead } from '../../components/page-head/page-head';
import { FilterSwitch } from '../../components/screen-parts/filter-card';
import { toast } from '../../shell/toast/toast';
import { BizNoLookupPanel } from './biz-no-lookup-panel';
import { checkBizNoHistory, customerKeys, useBizNoHistory } from './customer.api';
import { openCustomerModify } from './customer-paths';
import './customer.css';

const DEFAULTS = { view: 'all', bizNo: '', uncheckedOnly: true, page: 1, size: 50 };

// The number names the row: the column chooser cannot hide it.
const COLUMNS = gridColumnsOf(BIZ_NO_HISTORY_COLUMNS, { overrides: { bizNo: { lockVisible: true } } });

/**
 * CustomerCompsnNoSearchHistory (SPEC §7.4): look business numbers up, see every past lookup,
 * and work through the numbers the tax service does not know (the non-registered list).
 */
export const CustomerCompsnHistoryPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const nonRegistered = params.view === 'nonRegistered';
  const [bizNo, setBizNo] = useState(params.bizNo);
  useEffect(() => setBizNo(params.bizNo), [params.bizNo]);
  const body = useMemo(
    () => ({
      page: params.page,
      size: params.size,
      ...(params.bizNo ? { bizNo: params.bizNo } : {}),
      ...(nonRegistered ? { nonRegisteredOnly: true, uncheckedOnly: params.uncheckedOnly } : {}),
    }),
    [params, nonRegistered],
  );
  const history = useBizNoHistory(body);
  const [selected, setSelected] = useState<BizNoHistoryRow[]>([]);
  const pending = selected.filter((r) => !r.checkedAt);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['customer', 'biz-no-history'] });

  const check = async () => {
    const results = await Promise.allSettled(pending.map((r) => checkBizNoHistory(r.id)));
    const done = results.filter((r) => r.status === 'fulfilled').length;
    if (done > 0) toast.success(`${done}건을 확인 처리했습니다.`);
    refresh();
  };

  return (
    <div className="erp-page">
      <PageHead
        title="사업자번호 조회 이력"
        description="사업자등록번호의 검증번호와 국세청 휴·폐업 상태를 조회하고, 조회한 번호를 모두 기록합니다."
      />
      <BizNoLookupPanel
        onSearched={() => void queryClient.invalidateQueries({ queryKey: customerKeys.all })}
        onOpenCustomer={(code) => openCustomerModify(code, navigate)}
      />
      <ListPage<BizNoHistoryRow>
        title={nonRegistered ? '미등록 사업자번호' : '조회 이력'}
        description={
          nonRegistered
            ? '국세청에 없거나 검증번호가 틀린 번호입니다. 거래처에 연락해 바로잡은 뒤 확인 처리하세요.'
            : '이 화면과 거래처 등록에서 조회한 모든 사업자등록번호입니다.'
        }
        filterBar={
          <Card size="small" className="erp-filter-card">
            <Space wrap size={14}>
              <Segmented
                value={params.view}
                onChange={(view) => setParams({ view: String(view), page: 1 })}
                options={[
                  { value: 'all', label: '조회 이력' },
                  { value: 'nonRegistered', label: '미등록 사업자번호' },
                ]}
              />
              <Input.Search
                aria-label="사업자등록번호로 찾기"
                placeholder="번호 앞자리 (예: 124-81)"
                allowClear
                value={bizNo}
                onChange={(event) => setBizNo(event.target.value)}
                onSearch={(value) => setParams({ bizNo: value.trim(), page: 1 })}
                enterButton={<SearchOutlined />}
                style={{ width: 260 }}
              />
              {nonRegistered && (
                <FilterSwitch
                  label="미확인만 보기"
                  checked={params.uncheckedOnly}
                  onChange={(uncheckedOnly) => setParams({ uncheckedOnly, page: 1 })}
                />
              )}
            </Space>
          </Card>
        }
        table={{
          gridId: 'biz-no-history',
          columns: COLUMNS,
          rows: history.data?.rows,
          rowId: (r) => String(r.id),
          loading: history.isFetching,
          selection: nonRegistered ? 'multi' : undefined,
          onSelectionChange: setSelected,
          height: 'max(300px, calc(100vh - 520px))',
          emptyText: nonRegistered ? '확인할 미등록 번호가 없습니다.' : '조회 이력이 없습니다.',
          toolbar: nonRegistered && (
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              disabled={pending.length === 0}
              onClick={() => void check()}
            >
              선택한 번호 확인 처리{pending.length > 0 ? ` (${pending.length})` : ''}
            </Button>
          ),
        }}
        paging={urlPaging(history, params, setParams)}
      />
    </div>
  );
};
