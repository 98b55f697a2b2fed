import { clientPortalApi } from '@erp/domain';
import { Button, Card, Form, Input, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { callApiWithMessage } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';
import { useClientHome, useClientRefresh } from './client.api';
import './client-portal.css';

type Settings = { address: string; notifyOrder: boolean; notifyNews: boolean };
type Password = { current: string; password: string };

/** ClientSettings: the delivery address, message notifications and the password. */
export const ClientSettingsPage = () => {
  const home = useClientHome();
  const refresh = useClientRefresh();
  const [pwForm] = Form.useForm<Password>();
  const [busy, setBusy] = useState(false);
  if (!home.data) return <Skeleton active className="erp-client" />;
  const p = home.data.profile;
  const save = async (run: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      toast.success((await run()).message);
      await refresh();
    } catch {
      // The error dialog has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="erp-client">
      <Card size="small" title="내 정보">
        <div>
          {p.name} ({p.loginId}) · {p.phone}
        </div>
        <div className="erp-client-muted">{p.shop.name} 고객</div>
      </Card>
      <Card size="small" title="주소·알림">
        <Form<Settings>
          layout="vertical"
          initialValues={{ address: p.address ?? '', notifyOrder: p.notifyOrder, notifyNews: p.notifyNews }}
          onFinish={(v) =>
            save(() =>
              callApiWithMessage(clientPortalApi.settings, { body: { ...v, address: v.address || null } }),
            )
          }
        >
          <Form.Item name="address" label="배송 주소">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="notifyOrder" label="주문·배송 알림 문자" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="notifyNews" label="매장 소식 알림 문자" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            저장
          </Button>
        </Form>
      </Card>
      <Card size="small" title="비밀번호 변경">
        <Form<Password>
          form={pwForm}
          layout="vertical"
          onFinish={(v) =>
            save(async () => {
              const answer = await callApiWithMessage(clientPortalApi.password, { body: v });
              pwForm.resetFields();
              return answer;
            })
          }
        >
          <Form.Item
            name="current"
            label="현재 비밀번호"
            rules={[{ required: true, message: '입력하세요.' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="password"
            label="새 비밀번호 (8자 이상)"
            rules={[{ required: true, min: 8, message: '8자 이상 입력하세요.' }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button htmlType="submit" block loading={busy}>
            비밀번호 바꾸기
          </Button>
        </Form>
      </Card>
    </div>
  );
};
