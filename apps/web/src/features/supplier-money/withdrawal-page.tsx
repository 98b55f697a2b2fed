import { formatThousands } from '@erp/domain';
import { Button, Card, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { formatWon } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { toast } from '../../shell/toast/toast';
import { BillTable, PaymentTable } from './money-tables';
import { PaymentForm } from './payment-form';
import {
  SUPPLIER_MONEY_PATHS,
  savePayment,
  usePayingInfo,
  useRecentPayments,
  useRefreshPurchase,
} from './supplier-money.api';
import { SupplierSelect } from './supplier-select';
import './supplier-money.css';

/**
 * PuchaseWithdrawal[/:customerCode] (출금): pay a supplier. The path's code is the supplier's;
 * the screen shows what is owed, the bills the balance still covers and the latest payments.
 */
export const WithdrawalPage = () => {
  const { customerCode = '' } = useParams();
  const supplierCode = customerCode.trim().toUpperCase();
  const navigate = useNavigate();
  const info = usePayingInfo(supplierCode);
  const refresh = useRefreshPurchase();
  // Not the previous supplier's answer while the next one loads.
  const data = info.isPlaceholderData ? undefined : info.data;
  const recent = useRecentPayments();

  return (
    <div className="erp-page">
      <PageHead
        title="출금"
        description="매입처에 지급한 돈을 등록합니다. 미지급금 잔액을 넘는 금액은 등록할 수 없습니다."
        actions={
          <Space>
            <Button onClick={() => navigate(SUPPLIER_MONEY_PATHS.search(supplierCode || null))}>
              출금 조회
            </Button>
            <Button
              disabled={!supplierCode}
              onClick={() => navigate(SUPPLIER_MONEY_PATHS.statement(supplierCode))}
            >
              거래 명세
            </Button>
          </Space>
        }
      />
      <FilterCard>
        <FilterItem label="매입처">
          <SupplierSelect
            autoFocus={!supplierCode}
            value={supplierCode}
            onChange={(code) => navigate(SUPPLIER_MONEY_PATHS.withdrawal(code))}
          />
        </FilterItem>
      </FilterCard>
      {!supplierCode && (
        <Card size="small" title="최근 출금 (매입처를 고르면 출금을 등록합니다)">
          <PaymentTable gridId="sm-latest-payments" rows={recent.data?.rows} />
        </Card>
      )}
      {data && (
        <>
          <Card size="small" title={`${data.supplierName} (${data.supplierCode})`}>
            <dl className="erp-sm-summary">
              <div>
                <dt>미지급금 잔액</dt>
                <dd data-testid="sm-balance">{formatWon(data.balance)}원</dd>
              </div>
              <div>
                <dt>미지급 계산서</dt>
                <dd>{formatThousands(data.bills.length)}건</dd>
              </div>
            </dl>
          </Card>
          <div className="erp-sm-columns">
            <Card size="small" title="출금 등록">
              <PaymentForm
                key={data.supplierCode}
                balance={data.balance}
                submitLabel="출금 등록"
                onSubmit={async (fields) => {
                  const saved = await savePayment({ supplierCode: data.supplierCode, ...fields });
                  toast.success(
                    `${data.supplierName} 출금 ${formatWon(fields.amount)}원을 등록했습니다 (${saved.payment.code}). 잔액 ${formatWon(saved.balance)}원`,
                  );
                  await refresh();
                }}
              />
            </Card>
            <Card size="small" title="미지급 계산서 (잔액이 남은 최근 계산서)">
              <BillTable gridId="sm-unpaid-bills" rows={data.bills} emptyText="미지급 계산서가 없습니다." />
            </Card>
          </div>
          <Card size="small" title="최근 출금 (두 번 클릭: 수정 · 취소)">
            <PaymentTable gridId="sm-recent-payments" rows={data.recentPayments} />
          </Card>
        </>
      )}
    </div>
  );
};
