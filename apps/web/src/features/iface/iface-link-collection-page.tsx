import { IFACE_TOPIC_LABELS, ifaceApi, ifaceScreens, linkTo } from '@erp/domain';
import { Card, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useApiQuery } from '../../app/contract-client';

/** /Company/IFace/IFaceLinkCollection: every outbound link, whether it is configured, what waits. */
export const IfaceLinkCollectionPage = () => {
  const adapters = useApiQuery(ifaceApi.adapters, {});
  return (
    <div className="erp-page">
      <div className="erp-page-head">
        <div>
          <h3 className="erp-list-title">외부 연동 모음</h3>
          <span className="erp-text-secondary">
            설정되지 않은 연동은 아무것도 보내지 않습니다. 주소와 키는 서버 환경 변수로만 설정합니다.
          </span>
        </div>
      </div>
      <Card size="small">
        <Table
          size="small"
          rowKey="rowKey"
          loading={adapters.isPending}
          dataSource={(adapters.data ?? []).map((a, i) => ({ ...a, rowKey: `${a.topic}-${i}` }))}
          pagination={false}
          columns={[
            {
              title: '연동',
              dataIndex: 'topic',
              render: (t: keyof typeof IFACE_TOPIC_LABELS) => IFACE_TOPIC_LABELS[t],
            },
            {
              title: '설정',
              dataIndex: 'configured',
              width: 140,
              render: (c: boolean) =>
                c ? <Tag color="green">설정됨</Tag> : <Tag>설정 안 됨 — 보내지 않음</Tag>,
            },
            {
              title: '대기·실패',
              dataIndex: 'waiting',
              width: 100,
              render: (n: number) => `${n.toLocaleString('ko-KR')}건`,
            },
            {
              title: '실패 목록',
              width: 110,
              render: (_v, r) => (
                <Link to={linkTo(ifaceScreens.ifaceFailList, { type: r.topic })}>실패 목록 보기</Link>
              ),
            },
          ]}
        />
      </Card>
      <p style={{ marginTop: 12 }}>
        <Link to={linkTo(ifaceScreens.ifaceFailList, { type: 'all' })}>전체 연동 실패 목록</Link>
      </p>
    </div>
  );
};
