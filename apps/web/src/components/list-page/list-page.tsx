import { Pagination, Space } from 'antd';
import type { ReactNode } from 'react';
import { DataTable } from '../data-table/data-table';
import type { DataTableProps } from '../data-table/data-table.types';
import { ExcelDownloadButton } from './excel-download-button';
import { pagerTotal, totalText } from './list-total';
import { PAGE_SIZE_OPTIONS } from './list-url-state';
import './list-page.css';

export type ListPaging = {
  page: number;
  size: number;
  total: number;
  totalCapped?: boolean;
  onChange: (page: number, size: number) => void;
};

type Props<T> = {
  title: string;
  /** One line under the title: what the list is for. */
  description?: ReactNode;
  /** Buttons at the right of the title (register, …). */
  actions?: ReactNode;
  filterBar?: ReactNode;
  table: DataTableProps<T>;
  paging?: ListPaging;
  /** Downloads every row of the current filter through the server (not just this page). */
  onExcelDownload?: () => Promise<string>;
  /** Under the grid, beside the pager. */
  footer?: ReactNode;
};

/**
 * The frame of every list screen (DESIGN §3): title and actions, the search form, the grid with
 * its count, and the pager. The server pages, sorts and exports; the page only draws.
 */
export const ListPage = <T,>({
  title,
  description,
  actions,
  filterBar,
  table,
  paging,
  onExcelDownload,
  footer,
}: Props<T>) => {
  const count = paging ? (
    <span className="erp-list-count" data-testid="list-total">
      {totalText(paging.total, paging.totalCapped ?? false)}
    </span>
  ) : null;
  return (
    <div className="erp-page erp-list-page">
      <div className="erp-page-head">
        <div>
          {/* Plain elements styled like antd's Typography (list-page.css): its module brings the
              editable and copyable text with a text area, which no list draws (issue 14 §6). */}
          <h3 className="erp-list-title">{title}</h3>
          {description && <span className="erp-text-secondary">{description}</span>}
        </div>
        <Space wrap>
          {actions}
          {onExcelDownload && <ExcelDownloadButton download={onExcelDownload} />}
        </Space>
      </div>
      {filterBar}
      <DataTable<T>
        {...table}
        toolbar={
          <Space size={12} wrap>
            {count}
            {table.toolbar}
          </Space>
        }
      />
      {(paging || footer) && (
        <div className="erp-list-footer">
          <div>{footer}</div>
          {paging && (
            <Pagination
              current={paging.page}
              pageSize={paging.size}
              total={pagerTotal(
                paging.total,
                paging.totalCapped ?? false,
                paging.page,
                paging.size,
                table.rows?.length ?? 0,
              )}
              showSizeChanger
              pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
              showQuickJumper={!paging.totalCapped}
              locale={{ items_per_page: '건씩' }}
              onChange={paging.onChange}
            />
          )}
        </div>
      )}
    </div>
  );
};
