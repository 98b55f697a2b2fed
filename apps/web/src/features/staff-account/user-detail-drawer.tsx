import {
  ACCOUNT_KIND_LABELS,
  KIND_ROLES,
  ROLE_LABELS,
  type Role,
  type StaffAccountRow,
  staffAccountApi,
  userApi,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Descriptions,
  Drawer,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useEffect, useState } from 'react';
import { callApi, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { toast } from '../../shell/toast/toast';

type Props = { accountId: number | null; row: StaffAccountRow | null; onClose: () => void };

const Grants = ({ id }: { id: number }) => {
  const grants = useApiQuery(staffAccountApi.grants, { params: { id } });
  const [chosen, setChosen] = useState<number[]>([]);
  const client = useQueryClient();
  useEffect(
    () => setChosen((grants.data ?? []).filter((g) => g.granted).map((g) => g.menuIdx)),
    [grants.data],
  );
  const save = async () => {
    try {
      await callApi(staffAccountApi.saveGrants, { params: { id }, body: { menuIdx: chosen } });
      toast.success('추가 메뉴를 저장했습니다. 다음 화면 이동부터 메뉴에 반영됩니다.');
      void client.invalidateQueries({ queryKey: ['user'] });
    } catch {
      // The error dialog has already said why.
    }
  };
  return (
    <Card
      size="small"
      title="사용자별 추가 메뉴"
      extra={
        <Button size="small" type="primary" onClick={save}>
          메뉴 저장
        </Button>
      }
    >
      <Checkbox.Group
        value={chosen}
        onChange={(v) => setChosen(v as number[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        options={(grants.data ?? []).map((g) => ({ value: g.menuIdx, label: `${g.title} (${g.url ?? ''})` }))}
      />
    </Card>
  );
};

const History = ({ id }: { id: number }) => {
  const [page, setPage] = useState(1);
  const history = useApiQuery(staffAccountApi.loginHistory, { params: { id }, body: { page, size: 10 } });
  return (
    <Card size="small" title="로그인 이력">
      <Table
        size="small"
        rowKey={(r) => `${r.at}-${r.ip}`}
        loading={history.isPending}
        dataSource={history.data?.rows ?? []}
        locale={{ emptyText: '로그인 기록이 없습니다.' }}
        pagination={{
          current: page,
          pageSize: 10,
          total: history.data?.total ?? 0,
          onChange: setPage,
          size: 'small',
        }}
        columns={[
          { title: '로그인 일시', dataIndex: 'at', render: (v: string) => formatKstDateTime(v) },
          { title: '로그인 화면', dataIndex: 'portal' },
          { title: '접속 주소', dataIndex: 'ip' },
        ]}
      />
    </Card>
  );
};

/** One account: role, disable, password reset, unlock, menu grants and login history. */
export const UserDetailDrawer = ({ accountId, row, onClose }: Props) => {
  const client = useQueryClient();
  const [role, setRole] = useState<Role | null>(null);
  const [password, setPassword] = useState('');
  useEffect(() => setRole(row?.role ?? null), [row?.role]);
  const refresh = () => void client.invalidateQueries({ queryKey: ['user'] });
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      refresh();
    } catch {
      // The error dialog has already said why.
    }
  };
  const id = accountId ?? 0;
  return (
    <Drawer
      open={accountId !== null}
      onClose={onClose}
      size="large"
      title={row ? `${row.name} (${row.loginId})` : '사용자'}
      destroyOnHidden
    >
      {!row && <p>이 사용자는 지금 목록 페이지에 없습니다. 아이디로 검색한 뒤 다시 여세요.</p>}
      {row && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="계정 종류">{ACCOUNT_KIND_LABELS[row.kind]}</Descriptions.Item>
            <Descriptions.Item label="상태">
              {row.disabled ? <Tag color="red">사용 중지</Tag> : <Tag color="green">사용</Tag>}
              {row.locked && <Tag color="orange">잠김</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="마지막 로그인">
              {row.lastLoginAt ? formatKstDateTime(row.lastLoginAt) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label="로그인 횟수">
              {row.loginCount.toLocaleString('ko-KR')}
            </Descriptions.Item>
          </Descriptions>
          <Card size="small" title="권한">
            <Space>
              <Select
                aria-label="권한"
                style={{ width: 200 }}
                value={role}
                onChange={setRole}
                options={KIND_ROLES[row.kind].map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
              />
              <Button
                disabled={!role || role === row.role}
                onClick={() =>
                  role &&
                  run(
                    () => callApi(staffAccountApi.changeRole, { params: { id }, body: { role } }),
                    '권한을 변경했습니다.',
                  )
                }
              >
                권한 변경
              </Button>
            </Space>
          </Card>
          <Card size="small" title="계정 상태">
            <Space wrap>
              {row.disabled ? (
                <Button
                  onClick={() =>
                    run(() => callApi(userApi.enable, { params: { id } }), '사용을 재개했습니다.')
                  }
                >
                  사용 재개
                </Button>
              ) : (
                <Popconfirm
                  title="이 계정을 사용 중지할까요? 로그인 중인 세션도 끝납니다."
                  okText="사용 중지"
                  cancelText="취소"
                  onConfirm={() =>
                    run(() => callApi(userApi.disable, { params: { id } }), '사용 중지했습니다.')
                  }
                >
                  <Button danger>사용 중지</Button>
                </Popconfirm>
              )}
              <Button
                disabled={!row.locked && row.failedCount === 0}
                onClick={() =>
                  run(() => callApi(staffAccountApi.unlock, { params: { id } }), '잠금을 해제했습니다.')
                }
              >
                잠금 해제
              </Button>
            </Space>
            <Space.Compact style={{ width: '100%', marginTop: 8 }}>
              <Input.Password
                aria-label="새 비밀번호"
                placeholder="새 비밀번호 (8자 이상)"
                value={password}
                autoComplete="new-password"
                onChange={(e) => setPassword(e.target.value)}
              />
              <Button
                disabled={password.length < 8}
                onClick={() =>
                  run(async () => {
                    await callApi(userApi.resetPassword, { params: { id }, body: { password } });
                    setPassword('');
                  }, '비밀번호를 변경했습니다. 기존 로그인은 모두 종료됩니다.')
                }
              >
                비밀번호 초기화
              </Button>
            </Space.Compact>
          </Card>
          {row.kind === 'staff' && row.role !== 'admin' && <Grants id={id} />}
          <History id={id} />
        </Space>
      )}
    </Drawer>
  );
};
