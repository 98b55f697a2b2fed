import { DeleteOutlined } from '@ant-design/icons';
import { IP_RULE_SCOPE_LABELS, IP_RULE_SCOPES, type IpRule, type IpRuleSave, ipRuleApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Popconfirm, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { callApi, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { toast } from '../../shell/toast/toast';

/** /Company/Ip/IpManage: allowed login ranges for the company and per user, and refused logins. */
export const IpManagePage = () => {
  const list = useApiQuery(ipRuleApi.companyList, {});
  const client = useQueryClient();
  const [form] = Form.useForm<IpRuleSave>();
  const scope = Form.useWatch('scope', form);
  const [saving, setSaving] = useState(false);
  const refresh = () => void client.invalidateQueries({ queryKey: ['ip'] });
  const save = async (values: IpRuleSave) => {
    setSaving(true);
    try {
      await callApi(ipRuleApi.save, {
        body: { ...values, loginId: values.scope === 'user' ? values.loginId : null },
      });
      toast.success('허용 주소를 저장했습니다.');
      form.resetFields(['range', 'memo']);
      refresh();
    } catch {
      // The error dialog has already said why.
    } finally {
      setSaving(false);
    }
  };
  const remove = async (id: number) => {
    try {
      await callApi(ipRuleApi.detailDelete, { params: { id } });
      toast.success('허용 주소를 삭제했습니다.');
      refresh();
    } catch {
      // The error dialog has already said why.
    }
  };
  const data = list.data;
  const companyRules = (data?.rules ?? []).filter((r) => r.scope === 'company').length;
  return (
    <div className="erp-page">
      <div className="erp-page-head">
        <div>
          <h3 className="erp-list-title">IP 관리</h3>
          <span className="erp-text-secondary">
            회사 전체 규칙은 회사 직원 로그인에, 사용자별 규칙은 그 사용자에게 적용됩니다. 규칙이 하나도
            없으면 어디서나 로그인할 수 있습니다.
          </span>
        </div>
      </div>
      {data && (
        <Alert
          type={companyRules > 0 ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 12 }}
          title={`지금 접속한 주소: ${data.yourIp}${data.trustProxy ? ' (프록시 X-Forwarded-For 기준)' : ''} · 회사 전체 규칙 ${companyRules}건${companyRules === 0 ? ' — 직원은 어디서나 로그인할 수 있습니다.' : ''}`}
        />
      )}
      <Card size="small" title="허용 주소 등록" style={{ marginBottom: 12 }}>
        <Form form={form} layout="inline" initialValues={{ scope: 'company' }} onFinish={save}>
          <Form.Item name="scope" label="적용 범위">
            <Select
              style={{ width: 120 }}
              options={IP_RULE_SCOPES.map((s) => ({ value: s, label: IP_RULE_SCOPE_LABELS[s] }))}
            />
          </Form.Item>
          {scope === 'user' && (
            <Form.Item
              name="loginId"
              label="사용자 아이디"
              rules={[{ required: true, message: '아이디를 입력하세요.' }]}
            >
              <Input style={{ width: 140 }} autoComplete="off" />
            </Form.Item>
          )}
          <Form.Item
            name="range"
            label="허용 주소"
            rules={[{ required: true, message: '주소를 입력하세요.' }]}
          >
            <Input style={{ width: 180 }} placeholder="192.168.0.0/24" autoComplete="off" />
          </Form.Item>
          <Form.Item name="memo" label="메모">
            <Input style={{ width: 200 }} autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            저장
          </Button>
        </Form>
      </Card>
      <Card size="small" title="허용 주소 목록" style={{ marginBottom: 12 }}>
        <Table<IpRule>
          size="small"
          rowKey="id"
          loading={list.isPending}
          dataSource={data?.rules ?? []}
          pagination={false}
          locale={{ emptyText: '등록된 허용 주소가 없습니다.' }}
          columns={[
            {
              title: '적용 범위',
              dataIndex: 'scope',
              width: 100,
              render: (s: IpRule['scope']) => <Tag>{IP_RULE_SCOPE_LABELS[s]}</Tag>,
            },
            {
              title: '사용자',
              render: (_v, r) => (r.loginId ? `${r.accountName ?? ''} (${r.loginId})` : '전체 직원'),
            },
            { title: '허용 주소', dataIndex: 'range', width: 180 },
            { title: '메모', dataIndex: 'memo' },
            {
              title: '등록',
              width: 200,
              render: (_v, r) => `${formatKstDateTime(r.createdAt)} ${r.createdByName ?? ''}`,
            },
            {
              title: '삭제',
              width: 70,
              render: (_v, r) => (
                <Popconfirm
                  title="이 허용 주소를 삭제할까요?"
                  okText="삭제"
                  cancelText="취소"
                  onConfirm={() => remove(r.id)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${r.range} 삭제`} />
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title="최근 차단된 로그인 (100건)">
        <Table
          size="small"
          rowKey="id"
          loading={list.isPending}
          dataSource={data?.refusals ?? []}
          pagination={{ pageSize: 20, size: 'small' }}
          locale={{ emptyText: '차단된 로그인이 없습니다.' }}
          columns={[
            { title: '일시', dataIndex: 'at', width: 160, render: (v: string) => formatKstDateTime(v) },
            { title: '아이디', dataIndex: 'loginId', width: 120 },
            { title: '접속 주소', dataIndex: 'ip', width: 140 },
            { title: '로그인 화면', dataIndex: 'portal', width: 100 },
            { title: '사유', dataIndex: 'reason' },
          ]}
        />
      </Card>
    </div>
  );
};
