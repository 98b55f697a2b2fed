import { type NoticeDetail, type NoticeKind, noticeSaveSchema } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../app/api-error';
import { useUnsavedChanges } from '../../components/form-page/use-unsaved-changes';
import { parseForm } from '../../components/form-page/zod-form';
import { useShell } from '../../shell/layouts/shell-context';
import { noticeKeys, saveNotice, useNotice, useStaffDirectory, withdrawNotice } from './notice.api';
import { NOTICE_PATHS } from './notice-paths';
import './notice.css';

type Values = { title: string; body: string; pinned: boolean; recipients: string[] };
const WIDGETS = { title: 'text', body: 'textarea', pinned: 'switch', recipients: 'custom' } as const;
const EMPTY: Values = { title: '', body: '', pinned: false, recipients: [] };

const valuesOf = (notice: NoticeDetail): Values => ({
  title: notice.title,
  body: notice.body,
  pinned: notice.pinned,
  recipients: notice.recipients.map((r) => r.loginId),
});

/**
 * Writes a notice: a company notice (NoticeRegister[/:seq], admins) or an individual one sent to
 * chosen staff (NoticeSendRegister), and reopens a draft (NoticeTemporaryRegister/:seq). 게시
 * (Ctrl+Enter) publishes and notifies the readers at once; 임시 저장 keeps it to finish later.
 */
const NoticeForm = ({ kind, seq }: { kind: NoticeKind | null; seq: number | null }) => {
  const { message, modal } = App.useApp();
  const { session } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const existing = useNotice(seq);
  const staff = useStaffDirectory();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notice = existing.data;
  const effectiveKind: NoticeKind = notice?.kind ?? kind ?? 'notice';
  useUnsavedChanges(dirty && !saving);

  const loading = seq !== null && existing.isLoading;
  const refusal =
    effectiveKind === 'notice' && session.auth !== 'admin'
      ? '회사 공지는 관리자만 등록할 수 있습니다.'
      : notice && !notice.canEdit
        ? '이 공지는 고칠 수 없습니다 (작성자·관리자만, 게시 취소된 공지는 불가).'
        : null;
  const formShown = !loading && refusal === null;
  // Filled once the form is on the screen (a form instance set before its <Form> exists is lost).
  useEffect(() => {
    if (!formShown) return;
    form.setFieldsValue(notice ? valuesOf(notice) : EMPTY);
    setDirty(false);
  }, [notice, form, formShown]);

  if (loading) return <Spin />;
  if (refusal) return <Alert type="warning" showIcon title={refusal} />;

  const submit = async (publish: boolean) => {
    const raw = form.getFieldsValue();
    const parsed = parseForm(noticeSaveSchema, { ...raw, kind: effectiveKind, publish }, WIDGETS);
    if (!parsed.ok) {
      form.setFields(parsed.errors.map((e) => ({ name: e.name as keyof Values, errors: [e.message] })));
      setError(parsed.errors.map((e) => e.message).join(' '));
      return;
    }
    if (effectiveKind === 'individual' && parsed.data.recipients.length === 0) {
      form.setFields([{ name: 'recipients', errors: ['받는 사람을 한 명 이상 고르세요.'] }]);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await saveNotice(
        parsed.data,
        notice ? { seq: notice.seq, version: notice.version } : undefined,
      );
      setDirty(false);
      await queryClient.invalidateQueries({ queryKey: noticeKeys.all });
      message.success(publish ? '게시했습니다. 받는 사람에게 바로 알림이 갑니다.' : '임시 저장했습니다.');
      navigate(
        publish
          ? effectiveKind === 'notice'
            ? `${NOTICE_PATHS.userView}/${saved.seq}`
            : `${NOTICE_PATHS.individualView}/${saved.seq}`
          : NOTICE_PATHS.drafts,
      );
    } catch (e) {
      if (e instanceof ApiError) {
        setError(e.message);
        if (e.fields.length > 0)
          form.setFields(e.fields.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
      } else setError('저장하지 못했습니다. 네트워크 상태를 확인하세요.');
    } finally {
      setSaving(false);
    }
  };

  const withdraw = () =>
    modal.confirm({
      title: '게시를 취소할까요?',
      content: '읽는 사람 목록에서 빠집니다. 공지는 지워지지 않고 관리자 목록에 남습니다.',
      okText: '게시 취소',
      okButtonProps: { danger: true },
      cancelText: '닫기',
      onOk: async () => {
        if (!notice) return;
        await withdrawNotice(notice.seq);
        await queryClient.invalidateQueries({ queryKey: noticeKeys.all });
        setDirty(false);
        navigate(effectiveKind === 'notice' ? NOTICE_PATHS.list : NOTICE_PATHS.individualList);
      },
    });

  const published = notice?.status === 'published';
  const title = notice
    ? `${effectiveKind === 'notice' ? '공지 수정' : '개별 공지 수정'}${notice.status === 'draft' ? ' (임시 저장)' : ''}`
    : effectiveKind === 'notice'
      ? '공지 등록'
      : '개별 공지 보내기';

  return (
    <Card
      title={title}
      className="erp-notice-form"
      extra={<Typography.Text type="secondary">Ctrl+Enter: {published ? '저장' : '게시'}</Typography.Text>}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        onValuesChange={() => setDirty(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void submit(true);
          }
        }}
      >
        {effectiveKind === 'individual' && (
          <Form.Item name="recipients" label="받는 사람" required>
            <Select
              mode="multiple"
              showSearch
              optionFilterProp="label"
              loading={staff.isLoading}
              placeholder="이름이나 아이디로 찾기"
              aria-label="받는 사람"
              options={(staff.data ?? [])
                .filter((s) => s.loginId !== session.id)
                .map((s) => ({ value: s.loginId, label: `${s.name} (${s.loginId})` }))}
            />
          </Form.Item>
        )}
        <Form.Item name="title" label="제목" required>
          <Input maxLength={200} showCount aria-label="제목" autoFocus />
        </Form.Item>
        <Form.Item name="body" label="내용" required>
          <Input.TextArea rows={12} maxLength={20000} aria-label="내용" />
        </Form.Item>
        {effectiveKind === 'notice' && (
          <Form.Item name="pinned" valuePropName="checked">
            <Checkbox>목록 맨 위에 고정</Checkbox>
          </Form.Item>
        )}
      </Form>
      <Space wrap>
        <Button type="primary" loading={saving} onClick={() => void submit(true)}>
          {published ? '저장' : '게시'}
        </Button>
        {!published && (
          <Button loading={saving} onClick={() => void submit(false)}>
            임시 저장
          </Button>
        )}
        {notice && notice.status !== 'draft' && (
          <Button danger onClick={withdraw}>
            게시 취소
          </Button>
        )}
        <Button
          onClick={() =>
            navigate(effectiveKind === 'notice' ? NOTICE_PATHS.list : NOTICE_PATHS.individualList)
          }
        >
          목록
        </Button>
      </Space>
    </Card>
  );
};

const seqParam = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const NoticeRegisterPage = () => {
  const { seq } = useParams();
  return <NoticeForm key={seq ?? 'new'} kind="notice" seq={seqParam(seq)} />;
};

export const NoticeSendRegisterPage = () => <NoticeForm kind="individual" seq={null} />;

export const NoticeTemporaryRegisterPage = () => {
  const { seq } = useParams();
  return <NoticeForm key={seq} kind={null} seq={seqParam(seq)} />;
};
