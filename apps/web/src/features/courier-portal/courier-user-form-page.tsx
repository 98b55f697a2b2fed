import { COURIER_COMPANIES, courierPortalScreens, courierUserApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Form, Input, Space, Spin, Switch } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { callApiWithMessage } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';
import { useCourierUser } from './courier-portal.api';
import { courierUserFormPath } from './courier-user-list-page';

type Values = { loginId?: string; password?: string; name: string; phone?: string; disabled?: boolean };

const listPath = (type: string | undefined) =>
  `${courierPortalScreens.courierAllUserList.path}${type ? `/${type}` : ''}`;

const KYUNGDONG = COURIER_COMPANIES.KYUNGDONG.name;

/** The account's login id and password: asked on registration only. */
const LoginFields = () => (
  <>
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
  </>
);

const PersonFields = () => (
  <>
    <Form.Item
      name="name"
      label="이름"
      rules={[{ required: true, whitespace: true, message: '이름을 입력하세요.' }]}
    >
      <Input maxLength={50} />
    </Form.Item>
    <Form.Item name="phone" label="전화번호">
      <Input maxLength={20} inputMode="tel" />
    </Form.Item>
  </>
);

/** Registration: a 경동택배 account (role and company come from the server, never the form). */
const Register = ({ type }: { type: string | undefined }) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const { data, message: said } = await callApiWithMessage(courierUserApi.insert, {
        body: {
          company: 'KYUNGDONG',
          loginId: v.loginId ?? '',
          password: v.password ?? '',
          name: v.name,
          phone: v.phone || null,
        },
      });
      message.success(said);
      await client.invalidateQueries({ queryKey: ['courier'] });
      navigate(courierUserFormPath(type, data.id), { replace: true });
    } finally {
      setSaving(false);
    }
  };
  return (
    <TitledPage
      title={`${KYUNGDONG} 사용자 등록`}
      description="택배사 화면(/Company/Courier/CourierLogin)에 로그인할 계정을 만듭니다."
    >
      <Card style={{ maxWidth: 560 }}>
        <Form<Values> layout="vertical" onFinish={submit}>
          <LoginFields />
          <PersonFields />
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              등록
            </Button>
            <Button onClick={() => navigate(listPath(type))}>목록</Button>
          </Space>
        </Form>
      </Card>
    </TitledPage>
  );
};

/** Modification: name, phone, a new password, or the stop (which ends its sessions). */
const Modify = ({ type, id }: { type: string | undefined; id: number }) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const query = useCourierUser(id);
  const u = query.data;
  if (query.isLoading) return <Spin />;
  if (!u)
    return (
      <TitledPage title="택배사 사용자 수정">
        <Empty description="택배사 사용자를 찾을 수 없습니다." />
      </TitledPage>
    );
  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const { message: said } = await callApiWithMessage(courierUserApi.modify, {
        params: { id },
        body: {
          name: v.name,
          phone: v.phone || null,
          disabled: Boolean(v.disabled),
          ...(v.password ? { password: v.password } : {}),
        },
      });
      message.success(said);
      await client.invalidateQueries({ queryKey: ['courier'] });
    } finally {
      setSaving(false);
    }
  };
  return (
    <TitledPage title={`${u.companyName} 사용자 수정`} description={u.loginId}>
      <Card style={{ maxWidth: 560 }}>
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="아이디">{u.loginId}</Descriptions.Item>
          <Descriptions.Item label="마지막 로그인">
            {formatKstDateTime(u.lastLoginAt) || '-'}
          </Descriptions.Item>
          <Descriptions.Item label="로그인 횟수">{u.loginCount}</Descriptions.Item>
        </Descriptions>
        <Form<Values>
          key={`${u.id}-${u.name}-${u.disabled}`}
          layout="vertical"
          onFinish={submit}
          initialValues={{ name: u.name, phone: u.phone ?? '', disabled: u.disabled }}
        >
          <PersonFields />
          <Form.Item
            name="password"
            label="새 비밀번호 (바꿀 때만)"
            rules={[{ min: 8, message: '8자 이상 입력하세요.' }]}
          >
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="disabled" label="사용 중지" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              저장
            </Button>
            <Button onClick={() => navigate(listPath(type))}>목록</Button>
          </Space>
        </Form>
      </Card>
    </TitledPage>
  );
};

/** Courier/Kyungdong/User/CourierKyungdongUserRegister[/:type]: register, or modify with ?id=. */
export const CourierUserFormPage = () => {
  const { type } = useParams();
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  return Number.isInteger(id) && id > 0 ? <Modify type={type} id={id} /> : <Register type={type} />;
};
