import { DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { type CustomerUser, recommendCodeSchema } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { dispatchApiError } from '../../app/api-client';
import { ApiError } from '../../app/api-error';
import { issueMessage } from '../../components/form-page/zod-form';
import { toast } from '../../shell/toast/toast';
import {
  changeRecommendCode,
  clearRecommendCode,
  customerUserKeys,
  useCustomerUser,
} from './customer-user.api';
import { CustomerUserInfoCard } from './customer-user-info-card';
import { accountIdOf } from './customer-user-modify-page';
import { CUSTOMER_USER_PATHS } from './customer-user-paths';

/** The schema's message for a recommender code, or null when it is acceptable. */
const codeIssue = (value: string): string | null => {
  const result = recommendCodeSchema.safeParse(value);
  const first = result.success ? undefined : result.error.issues[0];
  return first ? issueMessage(first) : null;
};

/**
 * CustomerRecommenderInfo/:custid (SPEC §7.4): change or clear the recommender code of a
 * customer user. Recommendation points follow the code, so every change is audited by the server.
 */
export const CustomerRecommenderInfoPage = () => {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const id = accountIdOf(useParams().custid);
  const user = useCustomerUser(id);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setCode(user.data?.recommendCode ?? ''), [user.data?.recommendCode]);

  if (id === null || user.isError) return <Result status="404" title="거래처 사용자를 찾을 수 없습니다." />;
  const current = user.data;

  const afterSave = (saved: CustomerUser, message: string) => {
    queryClient.setQueryData(customerUserKeys.single(id), saved);
    void queryClient.invalidateQueries({ queryKey: customerUserKeys.all, refetchType: 'active' });
    toast.success(message);
  };

  const change = async () => {
    const issue = codeIssue(code);
    setError(issue);
    if (issue || busy) return;
    setBusy(true);
    try {
      const saved = await changeRecommendCode(id, code.trim());
      afterSave(saved, `추천인 코드를 ${saved.recommendCode}(으)로 바꿨습니다.`);
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'E0422' && cause.fields[0])
        setError(cause.fields[0].message);
      else if (cause instanceof Error) dispatchApiError(cause);
    } finally {
      setBusy(false);
    }
  };

  const clear = () =>
    modal.confirm({
      title: '추천인 코드를 해제할까요?',
      content: '이후 이 사용자의 주문은 추천 포인트를 만들지 않습니다.',
      okText: '해제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        const saved = await clearRecommendCode(id);
        afterSave(saved, '추천인 코드를 해제했습니다.');
      },
    });

  return (
    <div className="erp-page">
      <div className="erp-page-head">
        <Typography.Title level={3} className="erp-page-title">
          추천인 정보
        </Typography.Title>
        <Button onClick={() => navigate(CUSTOMER_USER_PATHS.modify(id))} icon={<EditOutlined />}>
          사용자 수정
        </Button>
      </div>
      {!current ? (
        <Skeleton active />
      ) : (
        <>
          <CustomerUserInfoCard user={current} />
          <Card size="small" title="추천인 코드 변경" className="erp-section-card">
            <Form layout="vertical" onFinish={() => void change()} style={{ maxWidth: 480 }}>
              <Form.Item
                label="추천인 코드"
                validateStatus={error ? 'error' : undefined}
                help={error ?? '영문·숫자·_·- 2~20자. 바꾸면 다음 주문부터 새 추천인에게 포인트가 쌓입니다.'}
              >
                <Input
                  id="recommendCode"
                  value={code}
                  maxLength={20}
                  autoFocus
                  onChange={(event) => {
                    setCode(event.target.value);
                    if (error) setError(codeIssue(event.target.value));
                  }}
                />
              </Form.Item>
              <Space>
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SaveOutlined />}
                  loading={busy}
                  disabled={code.trim() === (current.recommendCode ?? '')}
                >
                  변경
                </Button>
                <Button danger icon={<DeleteOutlined />} disabled={!current.recommendCode} onClick={clear}>
                  코드 해제
                </Button>
              </Space>
            </Form>
          </Card>
        </>
      )}
    </div>
  );
};
