import {
  associationApi,
  associationScreens,
  linkTo,
  PAYOUT_COLUMNS,
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUSES,
  type PayoutRow,
  type PayoutStatus,
  payoutRequestSchema,
} from '@erp/domain';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { choicesOf, FilterCard, FilterChoice } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { toast } from '../../shell/toast/toast';
import { firstIssue, usePayout, usePayouts, useSave } from './association.api';
import { AssociationPayoutCard } from './association-payout-card';
import { AssociationSelect } from './association-select';

const COLUMNS = gridColumnsOf(PAYOUT_COLUMNS);

/**
 * Association/AssociationConfirmationOfPayment (협회 포인트 지급 확인): a payout of every member's
 * unpaid association points is requested here and confirmed (or rejected) by another person.
 */
export const AssociationPayoutPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams({ status: '', code: '', page: 1, size: 50 });
  const [association, setAssociation] = useState('');
  const [memo, setMemo] = useState('');
  const list = usePayouts({
    status: (params.status || null) as PayoutStatus | null,
    page: params.page,
    size: params.size,
  });
  const chosen = usePayout(params.code);
  const save = useSave();
  const request = async () => {
    const parsed = payoutRequestSchema.safeParse({ associationCode: association, memo });
    if (!parsed.success) return toast.error(firstIssue(parsed.error.issues));
    const payout = await save(associationApi.requestPayout, { body: parsed.data });
    if (payout) setParams({ code: payout.code });
  };
  return (
    <ListPage<PayoutRow>
      title="협회 포인트 지급 확인"
      description="지급 요청은 요청한 직원이 아닌 다른 직원이 확인해야 포인트가 지급(차감)됩니다. 두 번 클릭: 재인쇄 화면"
      filterBar={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Card size="small" title="지급 요청" className="erp-no-print">
            <Space wrap>
              <AssociationSelect value={association} onChange={setAssociation} />
              <Input
                aria-label="비고"
                placeholder="비고"
                style={{ width: 240 }}
                value={memo}
                onChange={(e) => setMemo(e.target.value)}
              />
              <Button type="primary" onClick={request} disabled={!association}>
                미지급 포인트 지급 요청
              </Button>
            </Space>
          </Card>
          <FilterCard>
            <FilterChoice
              label="상태"
              width={140}
              value={params.status}
              onChange={(status) => setParams({ status, page: 1 })}
              choices={choicesOf(PAYOUT_STATUSES, PAYOUT_STATUS_LABELS)}
            />
          </FilterCard>
          {chosen.data ? (
            <AssociationPayoutCard payout={chosen.data} />
          ) : (
            <Typography.Text type="secondary">
              목록에서 지급 요청을 고르면 회원별 포인트와 확인 버튼이 보입니다.
            </Typography.Text>
          )}
        </Space>
      }
      table={{
        gridId: 'association-payouts',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.code,
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: (rows) => rows[0] && setParams({ code: rows[0].code }),
        onRowOpen: (r) => navigate(linkTo(associationScreens.associationRePrint, { code: r.code })),
        emptyText: '지급 요청이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
