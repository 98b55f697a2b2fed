import { isPurchaseCode } from '@erp/domain';
import { Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../components/page-head/page-head';

/**
 * The purchase code box of the bundle and date-code screens: Enter opens the purchase, and the
 * address keeps it (?code=…) so a reload or a link opens the same one.
 */
export const usePickedPurchase = () => {
  const [search, setSearch] = useSearchParams();
  const picked = (search.get('code') ?? '').trim().toUpperCase();
  return {
    code: isPurchaseCode(picked) ? picked : null,
    pick: (code: string) => setSearch({ code: code.trim().toUpperCase() }),
  };
};

export const PurchaseCodeBox = ({
  code,
  onPick,
  hint,
}: {
  code: string | null;
  onPick: (code: string) => void;
  hint: string;
}) => {
  const [text, setText] = useState(code ?? '');
  const valid = isPurchaseCode(text);
  return (
    <Card size="small">
      <Space wrap>
        <label htmlFor="picked-purchase">매입 번호</label>
        <Input.Search
          id="picked-purchase"
          className="erp-mono"
          style={{ width: 240 }}
          placeholder="R00000001"
          value={text}
          status={text && !valid ? 'error' : undefined}
          enterButton="열기"
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => isPurchaseCode(v) && onPick(v)}
        />
        <span>{hint}</span>
      </Space>
    </Card>
  );
};

/** The head of a screen that works on one purchase picked by its code: the title and the code box. */
export const PickedPurchaseHead = ({
  title,
  description,
  hint,
  picked,
}: {
  title: string;
  description: string;
  hint: string;
  picked: ReturnType<typeof usePickedPurchase>;
}) => (
  <>
    <PageHead title={title} description={description} />
    <PurchaseCodeBox key={picked.code ?? ''} code={picked.code} onPick={picked.pick} hint={hint} />
  </>
);
