import { associationApi, MEMBER_COLUMNS, type MemberRow } from '@erp/domain';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../components/data-table/data-table';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { CustomerPicker } from '../customer/customer-picker';
import { useMembers, useSave } from './association.api';

const COLUMNS = gridColumnsOf(MEMBER_COLUMNS.filter((c) => c.key !== 'associationName'));

/** The members of one association; a customer joins (or moves here from another association). */
export const AssociationMembersCard = ({ associationCode }: { associationCode: string }) => {
  const members = useMembers({ associationCode, keyword: null, page: 1, size: 500 });
  const [customer, setCustomer] = useState<string | undefined>();
  const save = useSave();
  const join = async () => {
    if (!customer) return;
    const joined = await save(associationApi.join, {
      params: { code: associationCode },
      body: { customerCode: customer },
    });
    if (joined) setCustomer(undefined);
  };
  return (
    <Card size="small" title={`회원 거래처 (${members.data?.total ?? 0})`}>
      <Space style={{ marginBottom: 8 }}>
        <CustomerPicker
          value={customer}
          onChange={(code) => setCustomer(code ?? undefined)}
          style={{ width: 260 }}
        />
        <Button onClick={join} disabled={!customer}>
          회원 등록
        </Button>
      </Space>
      <DataTable<MemberRow>
        gridId="association-members"
        columns={COLUMNS}
        rows={members.data?.rows}
        rowId={(r) => r.customerCode}
        loading={members.isFetching}
        height={240}
        emptyText="회원 거래처가 없습니다."
      />
    </Card>
  );
};
