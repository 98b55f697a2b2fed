import { CloseOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  externalApi,
  externalScreens,
  externalUserCreateSchema,
  externalUserUpdateSchema,
  linkTo,
  withParticle,
} from '@erp/domain';
import { Avatar, Button, Input, Modal, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../app/contract-client';
import { isPopupWindow } from '../../components/data-sync/data-change';
import { FormPage } from '../../components/form-page/form-page';
import type { FormSection } from '../../components/form-page/form-page.types';
import { toast } from '../../shell/toast/toast';
import { useExternalRefresh, useExternalUser } from './external.api';

const PROFILE_FIELDS: FormSection = {
  title: '영업 정보',
  fields: [
    { name: 'name', widget: 'text', maxLength: 50 },
    { name: 'phone', widget: 'phone' },
    { name: 'region', widget: 'text', maxLength: 50, placeholder: '예: 서울 강서' },
    { name: 'imageUrl', widget: 'text', maxLength: 300, placeholder: '/uploads/… 또는 https://…' },
    { name: 'startLat', widget: 'number', label: '출발지 위도', help: '방문 순서 최적화의 출발점' },
    { name: 'startLng', widget: 'number', label: '출발지 경도' },
  ],
};

const ADD_SECTIONS: FormSection[] = [
  {
    title: '로그인 정보',
    fields: [
      {
        name: 'loginId',
        widget: 'text',
        maxLength: 50,
        autoComplete: 'off',
        placeholder: '영문·숫자 3자 이상',
      },
      { name: 'password', widget: 'password', placeholder: '8자 이상' },
      {
        name: 'recommendCode',
        widget: 'text',
        maxLength: 20,
        help: '거래처 사용자가 이 코드를 가지면 이 영업자의 거래처가 됩니다.',
      },
    ],
  },
  PROFILE_FIELDS,
];

/** ExternalUserAdd[/:type]: head office registers an external salesperson (login and recommendation code). */
export const ExternalUserAddPage = () => {
  const navigate = useNavigate();
  const refresh = useExternalRefresh();
  const { type } = useParams();
  const popup = useMemo(() => Boolean(type) && isPopupWindow(), [type]);
  return (
    <FormPage
      title="외부 영업자 등록"
      mode="register"
      description="외부 영업자 로그인(/Company/External/ExternalSystemLogin)과 추천인 코드를 만듭니다."
      schema={externalUserCreateSchema}
      sections={ADD_SECTIONS}
      compact={Boolean(type)}
      onSubmit={async (data) => {
        const user = await callApi(externalApi.save, { body: data });
        refresh();
        toast.success(`외부 영업자 ${withParticle(user.name, '을/를')} 등록했습니다.`);
        if (popup) window.close();
        else navigate(linkTo(externalScreens.externalUserModify, { userId: String(user.id) }));
        return undefined;
      }}
      actions={
        popup ? (
          <Button icon={<CloseOutlined />} onClick={() => window.close()}>
            닫기
          </Button>
        ) : (
          <Button
            icon={<UnorderedListOutlined />}
            onClick={() => navigate(externalScreens.externalUserList.path)}
          >
            목록
          </Button>
        )
      }
    />
  );
};

/** ExternalUserModify/:userId: profile, the deleted flag, the image reset and the recommendation code. */
export const ExternalUserModifyPage = () => {
  const navigate = useNavigate();
  const refresh = useExternalRefresh();
  const id = Number(useParams().userId ?? 0);
  const user = useExternalUser(id);
  const [code, setCode] = useState<string | null>(null);
  const u = user.data;
  const act = async (run: () => Promise<unknown>, message: string) => {
    await run();
    refresh();
    toast.success(message);
  };
  return (
    <>
      <FormPage
        title="외부 영업자 수정"
        mode="modify"
        subject={
          u && (
            <Space>
              <Avatar src={u.imageUrl ?? undefined}>{u.name.slice(0, 1)}</Avatar>
              {u.loginId}
              <Tag color="blue">추천인 코드 {u.recommendCode}</Tag>
              {u.deleted && <Tag color="red">삭제</Tag>}
            </Space>
          )
        }
        schema={externalUserUpdateSchema}
        sections={[PROFILE_FIELDS]}
        loading={user.isLoading}
        initialValues={u}
        onReload={() => user.refetch()}
        onSubmit={async (data) => {
          const saved = await callApi(externalApi.update, { params: { id }, body: data });
          refresh();
          toast.success('수정했습니다.');
          return saved;
        }}
        actions={
          <>
            <Button onClick={() => setCode(u?.recommendCode ?? '')}>추천인 코드 변경</Button>
            <Button
              disabled={!u?.imageUrl}
              onClick={() =>
                act(
                  () => callApi(externalApi.resetImage, { params: { id } }),
                  '프로필 이미지를 초기화했습니다.',
                )
              }
            >
              이미지 초기화
            </Button>
            <Button
              danger={!u?.deleted}
              onClick={() =>
                act(
                  () => callApi(externalApi.setDeleted, { params: { id }, body: { deleted: !u?.deleted } }),
                  u?.deleted ? '삭제 표시를 풀었습니다.' : '삭제 표시했습니다.',
                )
              }
            >
              {u?.deleted ? '삭제 취소' : '삭제 표시'}
            </Button>
            <Button
              onClick={() =>
                navigate(linkTo(externalScreens.externalRecommendByCust, { externalid: String(id) }))
              }
            >
              추천 거래처
            </Button>
            <Button
              icon={<UnorderedListOutlined />}
              onClick={() => navigate(externalScreens.externalUserList.path)}
            >
              목록
            </Button>
          </>
        }
      />
      <Modal
        title="추천인 코드 변경"
        open={code !== null}
        okText="변경"
        cancelText="닫기"
        onCancel={() => setCode(null)}
        onOk={async () => {
          await act(
            () =>
              callApi(externalApi.changeRecommendCode, {
                params: { id },
                body: { recommendCode: code ?? '' },
              }),
            '추천인 코드를 변경했습니다.',
          );
          setCode(null);
        }}
      >
        <p>이 코드를 가진 거래처 사용자들도 새 코드로 함께 바뀝니다.</p>
        <Input
          aria-label="새 추천인 코드"
          value={code ?? ''}
          maxLength={20}
          onChange={(e) => setCode(e.target.value)}
        />
      </Modal>
    </>
  );
};
