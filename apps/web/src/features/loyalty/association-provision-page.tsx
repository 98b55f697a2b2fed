import {
  ASSOCIATION_ENTRY_COLUMNS,
  type AssociationEntryRow,
  associationApi,
  associationProvisionSchema,
  associationScreens,
  linkTo,
} from '@erp/domain';
import { Button, Card, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { toast } from '../../shell/toast/toast';
import { CustomerPicker } from '../customer/customer-picker';
import { firstIssue, useProvisions, useSave } from './association.api';

const COLUMNS = gridColumnsOf(ASSOCIATION_ENTRY_COLUMNS);

/**
 * Association/AssociationPointIndividualProvision[/:code] (협회 포인트 개별 지급): association
 * points granted (or taken back) by hand for one member, with a reason, on the point ledger.
 */
export const AssociationProvisionPage = () => {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams({ page: 1, size: 50 });
  const [points, setPoints] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const list = useProvisions({ customerCode: code || null, page: params.page, size: params.size });
  const save = useSave();
  const provide = async () => {
    const parsed = associationProvisionSchema.safeParse({ customerCode: code, points, reason });
    if (!parsed.success) return toast.error(firstIssue(parsed.error.issues));
    if (await save(associationApi.provide, { body: parsed.data })) {
      setPoints(null);
      setReason('');
    }
  };
  const base = linkTo(associationScreens.associationPointIndividualProvision);
  return (
    <ListPage<AssociationEntryRow>
      title="협회 포인트 개별 지급"
      description="협회 회원 한 곳에 협회 포인트를 사유와 함께 지급(+)하거나 차감(−)합니다. 포인트 원장에 남습니다."
      filterBar={
        <Card size="small" title="개별 지급·차감" className="erp-no-print">
          <Space wrap>
            <CustomerPicker
              value={code || undefined}
              onChange={(c) => navigate(c ? `${base}/${c}` : base)}
              style={{ width: 260 }}
            />
            <InputNumber
              aria-label="포인트"
              placeholder="포인트 (−는 차감)"
              style={{ width: 170 }}
              value={points}
              onChange={setPoints}
            />
            <Input
              aria-label="사유"
              placeholder="사유"
              style={{ width: 240 }}
              maxLength={200}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button type="primary" onClick={provide} disabled={!code}>
              지급·차감
            </Button>
          </Space>
        </Card>
      }
      table={{
        gridId: 'association-provisions',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        emptyText: '개별 지급 내역이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
