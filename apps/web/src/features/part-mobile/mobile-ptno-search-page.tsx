import { Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useUrlParams } from '../../components/list-page/url-params';
import { moreOf } from '../../components/mobile-page/mobile-card-list';
import { MobilePartList } from './mobile-part-list';
import { MobileScanField } from './mobile-scan-field';
import { usePartSearch } from './part-mobile.api';
import { PART_MOBILE_PATHS } from './part-mobile-paths';
import './part-mobile.css';

/**
 * MobilePtnoSearchList[/:info]: parts by part number, name or car model on the phone, thirty at a
 * time; /:info opens with that search (a link from another screen).
 */
export const MobilePtnoSearchPage = () => {
  const { info } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams({ q: info ?? '' });
  const keyword = params.q.trim();
  const search = usePartSearch(keyword);
  const rows = search.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;
  return (
    <div className="erp-mobile-parts">
      <MobileScanField
        ariaLabel="검색어"
        placeholder="품번 앞부분·품명·차종 (예: 램프 아반떼)"
        initial={keyword}
        onSubmit={(v) => setParams({ q: v.trim() })}
      />
      {keyword ? (
        <>
          <Typography.Text strong>
            ‘{keyword}’ {total.toLocaleString('ko-KR')}
            {search.data?.pages[0]?.totalCapped ? '건 이상' : '건'}
          </Typography.Text>
          <MobilePartList
            items={rows.map((p) => ({ key: p.code, ...p }))}
            loading={search.isPending}
            emptyText={`‘${keyword}’에 맞는 품목이 없습니다.`}
            onOpen={(c) => navigate(PART_MOBILE_PATHS.part(c))}
            more={moreOf(search, rows.length, total)}
          />
        </>
      ) : (
        <Typography.Text type="secondary">품번, 품명, 차종을 입력하고 찾기를 누르세요.</Typography.Text>
      )}
    </div>
  );
};
