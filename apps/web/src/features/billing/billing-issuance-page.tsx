import { FileTextOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { linkTo, billingScreens as S } from '@erp/domain';
import { Alert, Button, Card, DatePicker, Input, Modal, Popconfirm, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatKstDateTime, formatWon, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { CustomerPicker } from '../customer/customer-picker';
import { LoadedCards } from '../purchase/loaded-cards';
import { useBillingStatement, useBillingStep } from './billing.api';
import { billingRows } from './billing-format';
import { BILLING_LINE_COLUMNS, BillingHistory, BillingSummary } from './billing-parts';

const YMD = 'YYYYMMDD';

/** The A4 statement of the period, in its own window (as every print page opens). */
const openPrint = (custcode: string, startdt: string, lastdt: string) =>
  window.open(linkTo(S.orderBilling, { type: 'detail', custcode, startdt, lastdt }), '_blank');

/**
 * ObtainBillingIssuance: one customer's period statement from the receivable ledger, issued once
 * per period (a second issue waits until the first is voided by a reversing document).
 */
export const BillingIssuancePage = () => {
  const { custCode = '', startdt = '', lastdt = '' } = useParams();
  const navigate = useNavigate();
  const query = { customerCode: custCode.toUpperCase(), fromDate: startdt, toDate: lastdt };
  const statement = useBillingStatement(custCode ? query : null);
  const step = useBillingStep();
  const [draft, setDraft] = useState({ customer: custCode.toUpperCase(), from: startdt, to: lastdt });
  const [voiding, setVoiding] = useState(false);
  const [reason, setReason] = useState('');
  const s = statement.data;
  const go = () =>
    draft.customer &&
    navigate(
      linkTo(S.obtainBillingIssuance, { custCode: draft.customer, startdt: draft.from, lastdt: draft.to }),
    );
  return (
    <div className="erp-page">
      <PageHead
        title="청구서 발행"
        description="거래처 원장의 기간 매출·취소·반품·입금으로 만든 월합계 청구서입니다. 한 기간은 한 번만 발행됩니다."
        actions={
          <Space>
            <Button
              icon={<FileTextOutlined />}
              disabled={!s}
              onClick={() => openPrint(query.customerCode, startdt, lastdt)}
            >
              청구서 인쇄
            </Button>
            <Popconfirm
              title={`${formatYmd(startdt)} ~ ${formatYmd(lastdt)} 청구서를 발행합니다.`}
              okText="발행"
              cancelText="닫기"
              onConfirm={() => step.issue(query)}
              disabled={!s || s.issued !== null}
            >
              <Button
                type="primary"
                icon={<SendOutlined />}
                loading={step.busy}
                disabled={!s || s.issued !== null}
              >
                청구서 발행
              </Button>
            </Popconfirm>
          </Space>
        }
      />
      <Card size="small" className="erp-filter-card">
        <Space wrap>
          <span style={{ width: 320, display: 'inline-block' }}>
            <CustomerPicker
              id="billing-customer"
              value={draft.customer || null}
              onChange={(code) => setDraft((d) => ({ ...d, customer: code ?? '' }))}
            />
          </span>
          <DatePicker.RangePicker
            format="YYYY-MM-DD"
            allowClear={false}
            value={[dayjs(draft.from, YMD), dayjs(draft.to, YMD)]}
            onChange={(range) =>
              range?.[0] &&
              range[1] &&
              setDraft((d) => ({
                ...d,
                from: range[0]?.format(YMD) ?? d.from,
                to: range[1]?.format(YMD) ?? d.to,
              }))
            }
          />
          <Button onClick={go}>조회</Button>
        </Space>
      </Card>
      <LoadedCards error={statement.error} ready={Boolean(s)}>
        {s && (
          <>
            {s.issued ? (
              <Alert
                type="success"
                showIcon
                title={`발행됨: ${s.issued.code} (${formatKstDateTime(s.issued.issuedAt)}, 청구 잔액 ${formatWon(s.issued.closingBalance)}원)`}
                action={
                  <Button danger size="small" icon={<StopOutlined />} onClick={() => setVoiding(true)}>
                    발행 취소
                  </Button>
                }
              />
            ) : (
              <Alert type="info" showIcon title="아직 발행하지 않은 기간입니다." />
            )}
            <Card
              size="small"
              title={`${s.customerCode} ${s.customerName} · ${formatYmd(s.fromDate)} ~ ${formatYmd(s.toDate)}`}
            >
              <BillingSummary s={s} />
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                columns={BILLING_LINE_COLUMNS}
                dataSource={billingRows(s, 'detail')}
                locale={{ emptyText: '기간에 원장 항목이 없습니다.' }}
              />
            </Card>
            <Card size="small" title="발행 이력">
              <BillingHistory rows={s.history} />
            </Card>
          </>
        )}
      </LoadedCards>
      <Modal
        open={voiding}
        title={`청구서 ${s?.issued?.code ?? ''} 취소`}
        okText="취소 전표 발행"
        cancelText="닫기"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: step.busy }}
        onCancel={() => setVoiding(false)}
        onOk={async () => {
          if (s?.issued && (await step.void(s.issued.code, reason.trim()))) {
            setVoiding(false);
            setReason('');
          }
        }}
      >
        <p>
          발행한 청구서는 지우지 않고, 금액을 뒤집은 취소 전표로 취소합니다. 그 뒤 같은 기간을 다시 발행할 수
          있습니다.
        </p>
        <Input.TextArea
          aria-label="취소 사유"
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </div>
  );
};
