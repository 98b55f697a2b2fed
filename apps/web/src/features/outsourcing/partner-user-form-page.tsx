import { OSC_PARTNERS, type OscPartnerKey, outsourcingScreens, outsourcingUserApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Form, Input, Popconfirm, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';

type Values = { loginId: string; name: string; phone?: string; password?: string };

const LIST = outsourcingScreens.outsourcingUserList.path;

/** Outsourcing{Partner}UserRegistration: an account of the partner (its role and code are the partner's). */
const UserRegistration = ({ partner }: { partner: OscPartnerKey }) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const { message: said } = await callApiWithMessage(outsourcingUserApi.insert, {
        body: {
          partner,
          loginId: v.loginId,
          name: v.name,
          phone: v.phone ?? null,
          password: v.password ?? '',
        },
      });
      message.success(said);
      await queryClient.invalidateQueries({ queryKey: ['outsourcing'] });
      navigate(`${LIST}?partner=${partner}`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <TitledPage
      title={`${OSC_PARTNERS[partner].name} 사용자 등록`}
      description="협력사 화면에 로그인할 계정을 만듭니다."
    >
      <Card style={{ maxWidth: 560 }}>
        <Form<Values> layout="vertical" onFinish={submit}>
          <Form.Item
            name="loginId"
            label="아이디"
            rules={[{ required: true, whitespace: true, message: '아이디를 입력하세요.' }]}
          >
            <Input maxLength={50} autoFocus autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="password"
            label="비밀번호"
            rules={[{ required: true, min: 8, message: '8자 이상 입력하세요.' }]}
          >
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="name"
            label="이름"
            rules={[{ required: true, whitespace: true, message: '이름을 입력하세요.' }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="phone" label="전화번호">
            <Input maxLength={20} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            등록
          </Button>
        </Form>
      </Card>
    </TitledPage>
  );
};

/** Outsourcing{Partner}UserModify/:uid: name, phone, a new password, or stop the account. */
const UserModify = ({ partner }: { partner: OscPartnerKey }) => {
  const { uid = '' } = useParams();
  const id = Number(uid);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const query = useApiQuery(outsourcingUserApi.single, { params: { id } }, { retry: false, enabled: id > 0 });
  const u = query.data;
  if (query.isLoading) return <Spin />;
  if (!u)
    return (
      <TitledPage title={`${OSC_PARTNERS[partner].name} 사용자 수정`}>
        <Empty description="협력사 사용자를 찾을 수 없습니다." />
      </TitledPage>
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['outsourcing'] });
  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const { message: said } = await callApiWithMessage(outsourcingUserApi.modify, {
        params: { id },
        body: { name: v.name, phone: v.phone ?? null, ...(v.password ? { password: v.password } : {}) },
      });
      message.success(said);
      await refresh();
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    const { message: said } = await callApiWithMessage(outsourcingUserApi.delete, { params: { id } });
    message.success(said);
    await refresh();
    navigate(`${LIST}?partner=${partner}`);
  };
  return (
    <TitledPage title={`${OSC_PARTNERS[partner].name} 사용자 수정`} description={u.loginId}>
      <Card style={{ maxWidth: 560 }}>
        {u.partner !== partner && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={`${OSC_PARTNERS[u.partner].name} 협력사의 사용자입니다.`}
          />
        )}
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="상태">{u.disabled ? '사용 중지' : '사용'}</Descriptions.Item>
          <Descriptions.Item label="마지막 로그인">{formatKstDateTime(u.lastLoginAt)}</Descriptions.Item>
        </Descriptions>
        <Form<Values>
          layout="vertical"
          onFinish={submit}
          initialValues={{ name: u.name, phone: u.phone ?? '' }}
        >
          <Form.Item
            name="name"
            label="이름"
            rules={[{ required: true, whitespace: true, message: '이름을 입력하세요.' }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="phone" label="전화번호">
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="password"
            label="새 비밀번호 (바꿀 때만)"
            rules={[{ min: 8, message: '8자 이상 입력하세요.' }]}
          >
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              저장
            </Button>
            {!u.disabled && (
              <Popconfirm
                title="이 사용자를 삭제(사용 중지)할까요?"
                okText="삭제"
                cancelText="닫기"
                onConfirm={remove}
              >
                <Button danger>삭제</Button>
              </Popconfirm>
            )}
          </Space>
        </Form>
      </Card>
    </TitledPage>
  );
};

export const HrUserRegistrationPage = () => <UserRegistration partner="Hr" />;
export const AutoRemanUserRegistrationPage = () => <UserRegistration partner="AutoReman" />;
export const TaeGyeongUserRegistrationPage = () => <UserRegistration partner="TaeGyeong" />;
export const MobisUserRegistrationPage = () => <UserRegistration partner="mobis" />;
export const HrUserModifyPage = () => <UserModify partner="Hr" />;
export const AutoRemanUserModifyPage = () => <UserModify partner="AutoReman" />;
export const TaeGyeongUserModifyPage = () => <UserModify partner="TaeGyeong" />;
export const MobisUserModifyPage = () => <UserModify partner="mobis" />;
