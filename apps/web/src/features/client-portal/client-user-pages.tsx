import {
  CLIENT_REQUEST_STATUS_LABELS,
  type ClientRequest,
  clientPortalApi,
  clientPortalScreens,
  linkTo,
} from '@erp/domain';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Result,
  Skeleton,
  Space,
  Tag,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { useClientRefresh, useClientUser } from './client.api';
import { carTitle } from './client-parts';

// Staff screens of one QR customer: User/ClientUserAddressMap/:userId (the address and its
// coordinates; the app has no map component, so the place is shown as coordinates with a link
// to a public map) and Car/ClientCarRequestInfo/:userId (the parts requests, answered here).

const useUser = () => {
  const { userId = '' } = useParams();
  return { userId, user: useClientUser(userId) };
};

export const ClientAddressMapPage = () => {
  const { userId, user } = useUser();
  const refresh = useClientRefresh();
  const [busy, setBusy] = useState(false);
  if (user.isPending) return <Skeleton active />;
  if (!user.data)
    return (
      <Result status="warning" title="QR 고객을 불러오지 못했습니다." subTitle={messageOf(user.error)} />
    );
  const p = user.data.profile;
  const located = p.lat !== null && p.lng !== null;
  const save = async (at: { lat: number; lng: number }) => {
    setBusy(true);
    try {
      const { message } = await callApiWithMessage(clientPortalApi.staffLocate, {
        params: { loginId: userId },
        body: at,
      });
      toast.success(message);
      await refresh();
    } catch {
      // The error dialog has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledPage
      title={`주소 위치 · ${p.name} (${p.loginId})`}
      description="QR 고객의 배송 주소와 좌표입니다."
    >
      <Card size="small">
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="주소">{p.address ?? '등록한 주소가 없습니다.'}</Descriptions.Item>
          <Descriptions.Item label="가입 매장">
            {p.shop.name} ({p.shop.code})
          </Descriptions.Item>
          <Descriptions.Item label="좌표">
            {located ? (
              <Space>
                <span>
                  위도 {p.lat}, 경도 {p.lng}
                </span>
                <a
                  href={`https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lng}#map=17/${p.lat}/${p.lng}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  지도에서 보기
                </a>
              </Space>
            ) : (
              '좌표가 없습니다.'
            )}
          </Descriptions.Item>
        </Descriptions>
        <Form
          layout="inline"
          style={{ marginTop: 12 }}
          initialValues={{ lat: p.lat ?? undefined, lng: p.lng ?? undefined }}
          onFinish={save}
        >
          <Form.Item name="lat" label="위도" rules={[{ required: true, message: '위도를 입력하세요.' }]}>
            <InputNumber step={0.000001} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="lng" label="경도" rules={[{ required: true, message: '경도를 입력하세요.' }]}>
            <InputNumber step={0.000001} style={{ width: 140 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            좌표 저장
          </Button>
        </Form>
      </Card>
    </TitledPage>
  );
};

const AnswerForm = ({ request }: { request: ClientRequest }) => {
  const refresh = useClientRefresh();
  const [answer, setAnswer] = useState(request.answer ?? '');
  const [codes, setCodes] = useState(request.parts.map((p) => p.partCode).join(', '));
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const partCodes = codes.split(/[\s,]+/).filter(Boolean);
      const { message } = await callApiWithMessage(clientPortalApi.staffAnswer, {
        params: { id: request.id },
        body: { answer, partCodes },
      });
      toast.success(message);
      await refresh();
    } catch {
      // The error dialog has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Input.TextArea
        aria-label="답변"
        rows={2}
        maxLength={1000}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <Input
        aria-label="추천 품목 코드"
        placeholder="추천 품목 코드 (쉼표로 구분, 예: P0000001)"
        value={codes}
        onChange={(e) => setCodes(e.target.value)}
      />
      <Button type="primary" loading={busy} onClick={send}>
        답변 보내기
      </Button>
    </div>
  );
};

export const ClientCarRequestInfoPage = () => {
  const { userId, user } = useUser();
  if (user.isPending) return <Skeleton active />;
  if (!user.data)
    return (
      <Result status="warning" title="QR 고객을 불러오지 못했습니다." subTitle={messageOf(user.error)} />
    );
  const { profile, cars, requests } = user.data;
  return (
    <TitledPage
      title={`차량 부품 요청 · ${profile.name} (${profile.loginId})`}
      description={`${profile.shop.name} 고객 · ${profile.phone}`}
      actions={
        <Space>
          <Link to={linkTo(clientPortalScreens.addressMap, { userId })}>주소 위치</Link>
          <Link to={linkTo(clientPortalScreens.orderInfoTypeUser, { type: 'all', userId })}>주문 내역</Link>
          <Link to={linkTo(clientPortalScreens.loginInfoTypeUser, { type: 'all', userId })}>로그인 기록</Link>
        </Space>
      }
    >
      <Card size="small" title="차량">
        {cars.length === 0 ? (
          <Empty description="등록한 차량이 없습니다." />
        ) : (
          cars.map((c) => (
            <div key={c.id}>
              {carTitle(c)} · {c.vin}
            </div>
          ))
        )}
      </Card>
      {requests.length === 0 && <Empty description="부품 요청이 없습니다." />}
      {requests.map((r) => (
        <Card
          key={r.id}
          size="small"
          style={{ marginTop: 12 }}
          title={`${r.carNo ?? ''} ${r.vin} · ${new Date(r.createdAt).toLocaleString('ko-KR')}`}
          extra={
            <Tag color={r.status === 'answered' ? 'green' : 'orange'}>
              {CLIENT_REQUEST_STATUS_LABELS[r.status]}
            </Tag>
          }
        >
          <p>{r.request}</p>
          <AnswerForm request={r} />
        </Card>
      ))}
    </TitledPage>
  );
};
