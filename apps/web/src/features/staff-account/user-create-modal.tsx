import {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_KINDS,
  type AccountCreate,
  type AccountKind,
  KIND_ROLES,
  ROLE_LABELS,
  userApi,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { callApi } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';

type Props = {
  open: boolean;
  onClose: () => void;
  onCreated: (account: { id: number; loginId: string }) => void;
};

/** 사용자 등록: id (checked for duplicates across every kind of account), name, kind, role. */
export const UserCreateModal = ({ open, onClose, onCreated }: Props) => {
  const [form] = Form.useForm<AccountCreate>();
  const kind = Form.useWatch('kind', form) as AccountKind | undefined;
  const [saving, setSaving] = useState(false);
  const [idNote, setIdNote] = useState<string | null>(null);
  const client = useQueryClient();
  const checkId = async () => {
    const loginId = String(form.getFieldValue('loginId') ?? '').trim();
    if (!loginId) return;
    try {
      const { duplicate } = await callApi(userApi.checkDuplicate, { params: { loginId } });
      setIdNote(duplicate ? '이미 사용 중인 아이디입니다.' : '사용할 수 있는 아이디입니다.');
    } catch {
      setIdNote(null);
    }
  };
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const created = await callApi(userApi.save, { body: values });
      toast.success(`사용자 ${created.loginId}을(를) 등록했습니다.`);
      void client.invalidateQueries({ queryKey: ['user'] });
      form.resetFields();
      setIdNote(null);
      onClose();
      onCreated({ id: created.id, loginId: created.loginId });
    } catch {
      // The error dialog has already said why.
    } finally {
      setSaving(false);
    }
  };
  const roles = kind ? KIND_ROLES[kind] : [];
  return (
    <Modal
      title="사용자 등록"
      open={open}
      onCancel={onClose}
      onOk={save}
      okText="등록"
      cancelText="닫기"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'staff', role: 'public' }}>
        <Form.Item label="아이디" required extra={idNote}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="loginId" noStyle rules={[{ required: true, message: '아이디를 입력하세요.' }]}>
              <Input aria-label="아이디" autoComplete="off" onChange={() => setIdNote(null)} />
            </Form.Item>
            <Button onClick={checkId}>중복 확인</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="name" label="이름" rules={[{ required: true, message: '이름을 입력하세요.' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label="비밀번호"
          rules={[{ required: true, min: 8, message: '8자 이상 입력하세요.' }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="kind" label="계정 종류" rules={[{ required: true }]}>
          <Select
            options={ACCOUNT_KINDS.map((k) => ({ value: k, label: ACCOUNT_KIND_LABELS[k] }))}
            onChange={(k: AccountKind) => form.setFieldValue('role', KIND_ROLES[k][0])}
          />
        </Form.Item>
        <Form.Item name="role" label="권한" rules={[{ required: true }]}>
          <Select options={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
        </Form.Item>
        {kind === 'customer' && (
          <Form.Item name="customerCode" label="거래처 코드">
            <Input />
          </Form.Item>
        )}
        {kind && ['hr', 'autoreman', 'taegyeong', 'mobis', 'courier', 'seo'].includes(kind) && (
          <Form.Item name="partnerCode" label="소속 코드">
            <Input />
          </Form.Item>
        )}
        <Form.Item name="phone" label="전화번호">
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
};
