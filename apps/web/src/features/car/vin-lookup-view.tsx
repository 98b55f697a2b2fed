import type { VinLookup } from '@erp/domain';
import { Alert, Card, Descriptions, Table, Tag } from 'antd';
import { likelyModelYear, makerOfVin, modelYearText } from './vin-makers';

/** What the VIN itself says (ISO 3779), read by the server without any decoding service. */
export const LocalVinCard = ({ lookup }: { lookup: VinLookup }) => {
  const { local } = lookup;
  const thisYear = new Date().getFullYear();
  return (
    <Card size="small" title="차대번호 자체 해석" data-testid="vin-local">
      {!local.valid ? (
        <Alert type="error" showIcon title={local.reason ?? '차대번호 형식이 아닙니다.'} />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="차대번호">
              <span className="erp-mono">{lookup.vin}</span>
            </Descriptions.Item>
            <Descriptions.Item label="제조사 (WMI)">
              <span className="erp-mono" style={{ marginRight: 8 }}>
                {local.wmi}
              </span>
              {makerOfVin(lookup.vin) ?? '(표에 없는 제조사)'}
            </Descriptions.Item>
            <Descriptions.Item label="연식 (10번째 자리)">
              {modelYearText(local.modelYears)}
              {local.modelYears.length > 1 && ` → ${likelyModelYear(local.modelYears, thisYear)}년으로 봄`}
            </Descriptions.Item>
            <Descriptions.Item label="검사 숫자 (9번째 자리)">
              {local.checkDigitMatches ? <Tag color="green">맞음</Tag> : <Tag color="orange">맞지 않음</Tag>}
            </Descriptions.Item>
          </Descriptions>
          {local.warnings.map((w) => (
            <Alert key={w} type="warning" showIcon title={w} style={{ marginTop: 6 }} />
          ))}
        </>
      )}
    </Card>
  );
};

/** The decoding service's answer with Korean labels from the vehicle-attribute table. */
export const RemoteVinCard = ({ lookup, full = false }: { lookup: VinLookup; full?: boolean }) => {
  const { remote } = lookup;
  return (
    <Card size="small" title="차대번호 조회 서비스" data-testid="vin-remote">
      {!remote.configured ? (
        <Alert type="info" showIcon title={remote.message ?? '차대번호 조회 서비스가 설정되지 않았습니다.'} />
      ) : !remote.ok ? (
        <Alert type="error" showIcon title={remote.message ?? '차대번호 조회에 실패했습니다.'} />
      ) : (
        <>
          {remote.message && (
            <Alert type="warning" showIcon title={remote.message} style={{ marginBottom: 8 }} />
          )}
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="제조사">{remote.maker ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="모델">{remote.model ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="연식">{remote.modelYear ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="엔진">{remote.engine ?? '-'}</Descriptions.Item>
          </Descriptions>
          {full && (
            <Table
              size="small"
              className="erp-car-attrs"
              rowKey="name"
              pagination={false}
              dataSource={remote.attributes}
              columns={[
                { title: '항목', dataIndex: 'label', width: 220 },
                { title: '값', dataIndex: 'value' },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
};
