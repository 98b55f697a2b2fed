import type { BizNoCheck } from '@erp/domain';
import { formatBizNo } from '@erp/domain';
import { Alert, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatYmd } from '../../components/data-table/cell-format';
import { SearchButton } from '../../components/list-page/search-button';
import { MAX_BIZ_NOS, parseBizNoInput } from './biz-no-input';
import { searchBizNos, useNtsConfigured } from './customer.api';

type Props = { onSearched: () => void; onOpenCustomer: (code: string) => void };

const statusTag = (check: BizNoCheck) => {
  if (!check.checkDigitValid) return <Tag color="red">검증번호 오류</Tag>;
  if (!check.status) return <Tag>상태 미확인</Tag>;
  if (!check.status.registered) return <Tag color="red">국세청 미등록</Tag>;
  const color =
    check.status.statusCode === '01' ? 'green' : check.status.statusCode === '02' ? 'orange' : 'red';
  return <Tag color={color}>{check.status.statusLabel}</Tag>;
};

/** Looks up to 100 business numbers at once: check digit always, the tax service's status when configured. */
export const BizNoLookupPanel = ({ onSearched, onOpenCustomer }: Props) => {
  const nts = useNtsConfigured();
  const [text, setText] = useState('');
  const [results, setResults] = useState<BizNoCheck[]>([]);
  const [busy, setBusy] = useState(false);
  const parsed = parseBizNoInput(text);
  const tooMany = parsed.numbers.length > MAX_BIZ_NOS;
  const canSearch = parsed.numbers.length > 0 && parsed.invalid.length === 0 && !tooMany;

  const search = async () => {
    if (!canSearch || busy) return;
    setBusy(true);
    try {
      setResults(await searchBizNos(parsed.numbers));
      onSearched();
    } catch {
      // The error dialog explains.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title="사업자등록번호 조회" className="erp-section-card">
      <Space orientation="vertical" size={10} style={{ width: '100%' }}>
        {nts.data && !nts.data.configured && (
          <Alert
            type="warning"
            showIcon
            title="국세청 사업자 상태 조회가 설정되지 않았습니다."
            description="검증번호(체크 디지트)만 확인합니다. 휴·폐업 여부까지 보려면 관리자가 국세청 서비스 키(NTS_SERVICE_KEY)를 설정해야 합니다."
          />
        )}
        <Input.TextArea
          aria-label="조회할 사업자등록번호"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void search();
            }
          }}
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={'한 줄에 하나씩, 또는 쉼표로 나눠 최대 100개 (예: 124-81-00998)\nCtrl+Enter: 조회'}
        />
        <Space wrap>
          <SearchButton loading={busy} disabled={!canSearch} onClick={() => void search()} />
          <Typography.Text type={tooMany || parsed.invalid.length > 0 ? 'danger' : 'secondary'}>
            {parsed.numbers.length}개 입력
            {tooMany && ` — 한 번에 ${MAX_BIZ_NOS}개까지 조회할 수 있습니다.`}
            {parsed.invalid.length > 0 &&
              ` — 10자리 숫자가 아닌 값: ${parsed.invalid.slice(0, 5).join(', ')}`}
          </Typography.Text>
        </Space>
        {results.length > 0 && (
          <Table<BizNoCheck>
            size="small"
            rowKey="bizNo"
            dataSource={results}
            pagination={results.length > 20 ? { pageSize: 20 } : false}
            data-testid="biz-no-results"
            columns={[
              {
                title: '사업자등록번호',
                dataIndex: 'bizNo',
                width: 140,
                render: (v: string) => formatBizNo(v),
              },
              { title: '상태', key: 'status', width: 130, render: (_, r) => statusTag(r) },
              { title: '과세 유형', key: 'taxType', width: 150, render: (_, r) => r.status?.taxType ?? '' },
              {
                title: '폐업일',
                key: 'closedOn',
                width: 110,
                render: (_, r) => formatYmd(r.status?.closedOn),
              },
              {
                title: '확인 방법',
                dataIndex: 'source',
                width: 110,
                render: (v: string) => (v === 'nts' ? '국세청' : '검증번호만'),
              },
              {
                title: '등록된 거래처',
                key: 'customers',
                render: (_, r) =>
                  r.customers.length === 0 ? (
                    <Typography.Text type="secondary">없음</Typography.Text>
                  ) : (
                    <span className="erp-biz-result-customers">
                      {r.customers.map((c) => (
                        <Tag
                          key={c.code}
                          color="blue"
                          className="erp-clickable"
                          onClick={() => onOpenCustomer(c.code)}
                        >
                          {c.code} {c.name}
                        </Tag>
                      ))}
                    </span>
                  ),
              },
              {
                title: '안내',
                key: 'notice',
                // "Not configured" is said once above the table, not on every line.
                render: (_, r) =>
                  r.checkDigitValid && nts.data?.configured === false ? '' : (r.notice ?? ''),
              },
            ]}
          />
        )}
      </Space>
    </Card>
  );
};
