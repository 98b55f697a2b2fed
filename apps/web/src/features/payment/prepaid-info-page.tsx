import { linkTo, type PrepaidInfo, prepaidApi, paymentScreens as S } from '@erp/domain';
import { Button, Card, Input, Select, Space, Switch, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { CustomerPicker } from '../customer/customer-picker';
import { usePayMethods } from './payment.api';

type Form = {
  customerCode: string;
  prepaid: boolean;
  payMethodCode: string | null;
  paymentInfo: string;
  memo: string;
};
const EMPTY: Form = { customerCode: '', prepaid: true, payMethodCode: null, paymentInfo: '', memo: '' };
const formOf = (r: PrepaidInfo): Form => ({
  customerCode: r.customerCode,
  prepaid: r.prepaid,
  payMethodCode: r.payMethodCode,
  paymentInfo: r.paymentInfo ?? '',
  memo: r.memo ?? '',
});

/**
 * Order/Payment/OrderPaymentInformationSave[/:custcode]: which customers pay before their goods
 * leave (선결제 업체) and how; their orders wait in OrderPrePaymentConfirmList.
 */
export const PrepaidInfoPage = () => {
  const { custcode = '' } = useParams();
  const navigate = useNavigate();
  const list = useApiQuery(prepaidApi.infoList, {});
  const methods = usePayMethods();
  const [form, setForm] = useState<Form>({ ...EMPTY, customerCode: custcode.toUpperCase() });
  useEffect(() => {
    const found = list.data?.find((r) => r.customerCode === custcode.toUpperCase());
    setForm(found ? formOf(found) : { ...EMPTY, customerCode: custcode.toUpperCase() });
  }, [list.data, custcode]);
  const save = async () => {
    try {
      const { message } = await callApiWithMessage(
        prepaidApi.saveInfo,
        { body: { ...form, paymentInfo: form.paymentInfo || null, memo: form.memo || null } },
        { selfHandled: true },
      );
      toast.success(message);
      await list.refetch();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <div className="erp-page">
      <PageHead
        title="선결제 업체 결제 정보"
        description="결제가 확인되어야 출고되는 거래처와 결제 방법. 두 번 클릭하면 고칩니다."
      />
      <Card size="small" title="등록·수정">
        <Space wrap>
          <span style={{ width: 300, display: 'inline-block' }}>
            <CustomerPicker
              id="prepaid-customer"
              value={form.customerCode || null}
              onChange={(c) => setForm({ ...form, customerCode: c ?? '' })}
            />
          </span>
          <Switch
            checked={form.prepaid}
            checkedChildren="선결제"
            unCheckedChildren="해제"
            onChange={(v) => setForm({ ...form, prepaid: v })}
          />
          <Select
            aria-label="결제 수단"
            allowClear
            placeholder="결제 수단"
            style={{ width: 160 }}
            value={form.payMethodCode}
            options={(methods.data ?? []).map((m) => ({ value: m.code, label: m.name }))}
            onChange={(v) => setForm({ ...form, payMethodCode: v ?? null })}
          />
          <Input
            aria-label="결제 정보"
            placeholder="결제 정보 (입금 계좌·카드사 등)"
            style={{ width: 280 }}
            value={form.paymentInfo}
            maxLength={200}
            onChange={(e) => setForm({ ...form, paymentInfo: e.target.value })}
          />
          <Input
            aria-label="메모"
            placeholder="메모"
            style={{ width: 220 }}
            value={form.memo}
            maxLength={500}
            onChange={(e) => setForm({ ...form, memo: e.target.value })}
          />
          <Button type="primary" disabled={!form.customerCode} onClick={save}>
            저장
          </Button>
        </Space>
      </Card>
      <Card size="small" title={`선결제 업체 (${list.data?.length ?? 0})`}>
        <Table<PrepaidInfo>
          size="small"
          rowKey="customerCode"
          pagination={false}
          dataSource={list.data ?? []}
          locale={{ emptyText: '등록한 선결제 업체가 없습니다.' }}
          onRow={(r) => ({
            onDoubleClick: () =>
              navigate(linkTo(S.orderPaymentInformationSaveOf, { custcode: r.customerCode })),
          })}
          columns={[
            { title: '거래처', dataIndex: 'customerCode', width: 100 },
            { title: '거래처명', dataIndex: 'customerName' },
            { title: '선결제', dataIndex: 'prepaid', width: 80, render: (v: boolean) => (v ? '예' : '해제') },
            { title: '결제 수단', dataIndex: 'payMethodCode', width: 110 },
            { title: '결제 정보', dataIndex: 'paymentInfo' },
            { title: '메모', dataIndex: 'memo' },
            {
              title: '수정',
              dataIndex: 'updatedAt',
              width: 150,
              render: (d: string | null) => formatKstDateTime(d),
            },
            { title: '수정자', dataIndex: 'updatedByName', width: 90 },
          ]}
        />
      </Card>
    </div>
  );
};
