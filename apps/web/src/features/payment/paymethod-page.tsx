import { paymentApi } from '@erp/domain';
import { Button, Card, Input, InputNumber, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage } from '../../app/contract-client';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { usePayMethods } from './payment.api';

const EMPTY = { code: '', name: '', enabled: true, sortOrder: 0, memo: '' };

/** Admin/Tacar/Paymethod/TacarPaymethodRegister: the payment methods offered in the payment window. */
export const PaymethodPage = () => {
  const list = usePayMethods();
  const [form, setForm] = useState(EMPTY);
  const save = async (input: typeof EMPTY) => {
    try {
      const { message } = await callApiWithMessage(
        paymentApi.savePayMethod,
        { body: { ...input, memo: input.memo || null } },
        { selfHandled: true },
      );
      toast.success(message);
      setForm(EMPTY);
      await list.refetch();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <div className="erp-page">
      <PageHead
        title="결제 수단 관리"
        description="결제창에 보일 결제 수단과 순서. 코드는 영문 대문자(예: CARD, TRANSFER)."
      />
      <Card size="small" title="등록·수정">
        <Space wrap>
          <Input
            aria-label="결제 수단 코드"
            placeholder="코드"
            style={{ width: 140 }}
            value={form.code}
            onChange={(e) => setForm({ ...form, code: e.target.value.toUpperCase() })}
          />
          <Input
            aria-label="결제 수단 이름"
            placeholder="이름"
            style={{ width: 180 }}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
          <InputNumber
            aria-label="순서"
            min={0}
            max={999}
            value={form.sortOrder}
            onChange={(v) => setForm({ ...form, sortOrder: v ?? 0 })}
          />
          <Switch
            checked={form.enabled}
            checkedChildren="사용"
            unCheckedChildren="중지"
            onChange={(v) => setForm({ ...form, enabled: v })}
          />
          <Input
            aria-label="메모"
            placeholder="메모"
            style={{ width: 240 }}
            value={form.memo}
            onChange={(e) => setForm({ ...form, memo: e.target.value })}
          />
          <Button type="primary" disabled={!form.code || !form.name} onClick={() => save(form)}>
            저장
          </Button>
        </Space>
      </Card>
      <Card size="small" title="결제 수단">
        <Table
          size="small"
          rowKey="code"
          pagination={false}
          dataSource={list.data ?? []}
          locale={{ emptyText: '등록한 결제 수단이 없습니다.' }}
          onRow={(r) => ({ onDoubleClick: () => setForm({ ...r, memo: r.memo ?? '' }) })}
          columns={[
            { title: '코드', dataIndex: 'code', width: 140 },
            { title: '이름', dataIndex: 'name' },
            { title: '순서', dataIndex: 'sortOrder', width: 70, align: 'right' },
            {
              title: '사용',
              dataIndex: 'enabled',
              width: 90,
              render: (v: boolean, r) => (
                <Switch
                  size="small"
                  checked={v}
                  onChange={(enabled) => save({ ...r, enabled, memo: r.memo ?? '' })}
                />
              ),
            },
            { title: '메모', dataIndex: 'memo' },
          ]}
        />
      </Card>
    </div>
  );
};
