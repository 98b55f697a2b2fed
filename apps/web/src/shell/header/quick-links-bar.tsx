import { CloseOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Link } from 'react-router';
import { MAX_QUICK_LINKS } from '../quick-links/quick-links';
import { useQuickLinks } from '../quick-links/quick-links.store';
import { toast } from '../toast/toast';

/** Quick links of SPEC §9 (admin and public staff only): the page in view can be added with the star. */
export const QuickLinksBar = ({ current }: { current: { title: string; url: string } | null }) => {
  const { links, add, remove } = useQuickLinks();
  const addCurrent = () => {
    if (!current) return;
    if (add(current.url, current.title)) toast.success(`빠른 링크에 '${current.title}' 화면을 추가했습니다.`);
    else toast.info('이미 빠른 링크에 있는 화면입니다.');
  };
  return (
    <nav className="erp-quick-links" aria-label="빠른 링크">
      <Tooltip title={`현재 화면을 빠른 링크에 추가 (최대 ${MAX_QUICK_LINKS}개)`}>
        <Button
          type="text"
          className="erp-header-icon"
          icon={<StarOutlined />}
          aria-label="빠른 링크 추가"
          disabled={!current}
          onClick={addCurrent}
        />
      </Tooltip>
      {links.links.map((link, index) => (
        <span key={link} className="erp-quick-link" data-link={link}>
          <Link to={link}>{links.titles[index]}</Link>
          <button
            type="button"
            className="erp-quick-link-remove"
            aria-label={`${links.titles[index]} 빠른 링크 삭제`}
            onClick={() => remove(link)}
          >
            <CloseOutlined />
          </button>
        </span>
      ))}
    </nav>
  );
};
