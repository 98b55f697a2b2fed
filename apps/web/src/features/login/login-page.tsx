import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginPortal } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Typography } from 'antd';
import { type ComponentType, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, messageOf } from '../../app/api-error';
import { readItem, removeItem, writeItem } from '../../app/browser-storage';
import { landingPathFor } from '../../app/landing';
import { safeRedirectTarget } from '../../app/login-redirect';
import { findScreenForUrl } from '../../app/screen-registry';
import { fetchMenu, loginOnPortal, MENU_QUERY_KEY, SESSION_QUERY_KEY } from '../../app/session.api';
import { LOGIN_PORTAL_VIEWS } from './login-portals';

type Credentials = { loginId: string; password: string; remember: boolean };

const savedIdKey = (portal: LoginPortal) => `erp.savedLoginId.${portal}`;

const LoginPage = ({ portal }: { portal: LoginPortal }) => {
  const view = LOGIN_PORTAL_VIEWS[portal];
  const [form] = Form.useForm<Credentials>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const savedId = readItem('local', savedIdKey(portal));

  const submit = async ({ loginId, password, remember }: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      const session = await loginOnPortal(portal, { loginId, password });
      if (remember) writeItem('local', savedIdKey(portal), loginId);
      else removeItem('local', savedIdKey(portal));
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      const menu = await queryClient
        .fetchQuery({ queryKey: MENU_QUERY_KEY, queryFn: fetchMenu })
        .catch(() => []);
      const target = landingPathFor(
        session,
        menu,
        (url) => findScreenForUrl(url),
        safeRedirectTarget(params.get('redirect')),
      );
      navigate(target, { replace: true });
    } catch (caught) {
      // The message goes under the form, in the words the server chose (E1001…E1005).
      if (caught instanceof ApiError && caught.fields.length > 0) {
        form.setFields(
          caught.fields.map((f) => ({ name: f.field as keyof Credentials, errors: [f.message] })),
        );
      }
      setError(messageOf(caught));
      setBusy(false);
    }
  };

  return (
    <div className={view.mobile ? 'erp-login erp-login-mobile' : 'erp-login'}>
      <div className="erp-login-card">
        {!view.mobile && (
          <aside className="erp-login-side">
            <div className="erp-login-mark">P</div>
            <Typography.Title level={3} className="erp-login-brand">
              부품 ERP
            </Typography.Title>
            <p>자동차 부품·배터리 유통 업무 시스템</p>
            <p className="erp-login-audience">{view.audience} 전용</p>
          </aside>
        )}
        <main className="erp-login-form">
          {view.mobile && <div className="erp-login-mobile-brand">부품 ERP</div>}
          <Typography.Title level={2} className="erp-login-title">
            {view.title}
          </Typography.Title>
          <p className="erp-login-sub">
            {view.mobile ? `${view.audience} 전용` : '아이디와 비밀번호를 입력하세요.'}
          </p>
          <Form<Credentials>
            form={form}
            layout="vertical"
            size="large"
            requiredMark={false}
            initialValues={{ loginId: savedId ?? '', password: '', remember: savedId !== null }}
            onFinish={submit}
            onValuesChange={() => setError(null)}
          >
            <Form.Item
              name="loginId"
              label="아이디"
              rules={[{ required: true, whitespace: true, message: '아이디를 입력하세요.' }]}
            >
              <Input prefix={<UserOutlined />} autoComplete="username" autoFocus={!savedId} maxLength={50} />
            </Form.Item>
            <Form.Item
              name="password"
              label="비밀번호"
              rules={[{ required: true, message: '비밀번호를 입력하세요.' }]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                autoComplete="current-password"
                autoFocus={Boolean(savedId)}
                maxLength={128}
              />
            </Form.Item>
            <Form.Item name="remember" valuePropName="checked">
              <Checkbox>아이디 저장</Checkbox>
            </Form.Item>
            {error && <Alert type="error" showIcon title={error} className="erp-login-error" role="alert" />}
            <Button type="primary" htmlType="submit" block loading={busy}>
              로그인
            </Button>
          </Form>
          <div className="erp-login-links">
            <Link to="/MainPage">다른 로그인 화면</Link>
          </div>
        </main>
      </div>
    </div>
  );
};

const pages = new Map<LoginPortal, ComponentType>();

/** One stable page component per portal, so the router can treat each login page as its own screen. */
export const loginPageFor = (portal: LoginPortal): ComponentType => {
  let page = pages.get(portal);
  if (!page) {
    page = () => <LoginPage portal={portal} />;
    pages.set(portal, page);
  }
  return page;
};
