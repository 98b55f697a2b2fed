import {
  FREIGHT_DOC_KIND_LABELS,
  FREIGHT_DOC_KINDS,
  FREIGHT_LINE_COLUMNS,
  type FreightDocKind,
  type FreightLine,
  type FreightPreviewInput,
  freightCostScreens,
  linkTo,
  withParticle,
} from '@erp/domain';
import { Alert, Button, Card, Input, Radio } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatWon } from '../../components/data-table/cell-format';
import { DataTable } from '../../components/data-table/data-table';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { PageHead } from '../../components/page-head/page-head';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { toast } from '../../shell/toast/toast';
import { freightDocPath, registerFreight, useFreightPreview, useRefreshFreight } from './freight-cost.api';
import { FreightDocBills } from './freight-doc-bills';
import { FreightForm } from './freight-form';
import './freight-cost.css';

const LINE_COLUMNS = gridColumnsOf(FREIGHT_LINE_COLUMNS);
type Allocation = Pick<FreightPreviewInput, 'amount' | 'vatIncluded' | 'basis'>;

const kindOf = (type: string | undefined): FreightDocKind =>
  (FREIGHT_DOC_KINDS as readonly string[]).includes(type ?? '') ? (type as FreightDocKind) : 'purchase';

/**
 * FreightCostRegistration[/:type[/:code]] (운임 등록): freight paid for a purchase (or a warehouse
 * move) spread over the document's lines by value or by quantity. The allocation shows per line
 * before saving; saving raises each part's stock value, and so its moving average, by its share.
 */
export const FreightRegistrationPage = () => {
  const params = useParams();
  const docKind = kindOf(params.type);
  const docCode = (params.code ?? '').trim().toUpperCase();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(docCode);
  const [allocation, setAllocation] = useState<Allocation>({ amount: 0, vatIncluded: true, basis: 'value' });
  const preview = useFreightPreview(docCode ? { docKind, docCode, ...allocation } : null);
  const refresh = useRefreshFreight();
  useEffect(() => setTyped(docCode), [docCode]);
  const onAllocationChange = useCallback((a: Allocation) => setAllocation(a), []);
  const data = docCode && !preview.isError ? preview.data : undefined;
  const lines: readonly FreightLine[] | undefined = data?.lines;

  return (
    <div className="erp-page">
      <PageHead
        title="운임 등록"
        description="매입·창고 이동에 든 운임을 품목별 재고 원가에 배부합니다 (금액 또는 수량 기준, 원 단위로 합계가 정확히 맞습니다). 부가세는 원가에 넣지 않습니다."
        actions={
          <Button onClick={() => navigate(linkTo(freightCostScreens.freightCostList))}>운임 목록</Button>
        }
      />
      <FilterCard>
        <FilterItem label="대상 문서">
          <Radio.Group
            value={docKind}
            onChange={(e) => navigate(freightDocPath(e.target.value as FreightDocKind, ''))}
            options={FREIGHT_DOC_KINDS.map((k) => ({ value: k, label: FREIGHT_DOC_KIND_LABELS[k] }))}
            optionType="button"
          />
        </FilterItem>
        <FilterItem label="문서 번호">
          <Input.Search
            aria-label="문서 번호"
            autoFocus={!docCode}
            value={typed}
            style={{ width: 220 }}
            placeholder={docKind === 'purchase' ? '매입 번호 (R…)' : '이동 번호 (H…)'}
            enterButton="불러오기"
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => navigate(freightDocPath(docKind, v.trim().toUpperCase()))}
          />
        </FilterItem>
      </FilterCard>
      {docCode && preview.isError && (
        <Alert
          type="warning"
          showIcon
          title={preview.error.message || `${withParticle(docCode, '을/를')} 불러올 수 없습니다.`}
        />
      )}
      {data && (
        <div className="erp-fc-columns">
          <Card size="small" title={`${FREIGHT_DOC_KIND_LABELS[docKind]} ${docCode} · ${data.partyName}`}>
            <FreightForm
              key={`${docKind}/${docCode}`}
              doc={{ docKind, docCode }}
              onAllocationChange={onAllocationChange}
              onSubmit={async (input) => {
                const saved = await registerFreight(input);
                toast.success(
                  `운임 ${saved.code}: ${formatWon(saved.supply)}원을 ${saved.lines.length}개 품목에 배부했습니다.`,
                );
                await refresh();
              }}
            />
          </Card>
          <Card size="small" title="배부 미리보기">
            <dl className="erp-fc-summary">
              <div>
                <dt>배부 금액 (공급가)</dt>
                <dd data-testid="fc-supply">{formatWon(data.supply)}원</dd>
              </div>
              <div>
                <dt>부가세 (원가 제외)</dt>
                <dd>{formatWon(data.vat)}원</dd>
              </div>
              <div>
                <dt>품목 수</dt>
                <dd>{data.lines.length}</dd>
              </div>
            </dl>
            <DataTable<FreightLine>
              gridId="freight-allocation"
              columns={LINE_COLUMNS}
              rows={lines}
              rowId={(l) => String(l.lineNo)}
              height={260}
              emptyText="문서에 품목이 없습니다."
            />
          </Card>
        </div>
      )}
      {data && <FreightDocBills docKind={docKind} docCode={docCode} />}
    </div>
  );
};
