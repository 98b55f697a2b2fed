import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../shell/toast/toast';
import type { DataColumn } from '../data-table/data-table.types';
import { ListPage, type ListPaging } from './list-page';

type Customer = { code: string; name: string };

const COLUMNS: DataColumn<Customer>[] = [
  { colId: 'code', field: 'code', headerName: '거래처코드' },
  { colId: 'name', field: 'name', headerName: '상호' },
];
const ROWS: Customer[] = [
  { code: 'C000001', name: '대성모터스' },
  { code: 'C000002', name: '한빛카센터' },
];

const renderList = (paging: ListPaging, onExcelDownload?: () => Promise<string>) =>
  render(
    <ListPage<Customer>
      title="거래처 목록"
      description="거래처를 찾고 엽니다."
      table={{ gridId: 'customer-list-test', columns: COLUMNS, rows: ROWS, rowId: (row) => row.code }}
      paging={paging}
      onExcelDownload={onExcelDownload}
    />,
  );

describe('ListPage (DESIGN §3: the frame of every list screen)', () => {
  it('draws the title, the count, the grid with its Korean headers and rows, and the pager', async () => {
    renderList({ page: 1, size: 20, total: 1234, onChange: () => undefined });
    expect(screen.getByRole('heading', { name: '거래처 목록' })).toBeTruthy();
    expect(screen.getByTestId('list-total').textContent).toBe('총 1,234건');
    await screen.findByText('거래처코드');
    await screen.findByText('대성모터스');
    expect(screen.getByText('한빛카센터')).toBeTruthy();
    // 1 234 rows at 20 a page: the pager's last page is 62.
    expect(screen.getByTitle('62')).toBeTruthy();
  });

  it('says "이상" and offers one more page when the server stopped counting', () => {
    renderList({ page: 1, size: 2, total: 1000, totalCapped: true, onChange: () => undefined });
    expect(screen.getByTestId('list-total').textContent).toBe('1,000건 이상');
  });

  it('reports a page change to the screen', () => {
    const onChange = vi.fn();
    renderList({ page: 1, size: 20, total: 100, onChange });
    fireEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 20);
  });

  it('downloads the Excel file through the screen and tells the user its name', async () => {
    const download = vi.fn(async () => '거래처목록_20261121.xlsx');
    renderList({ page: 1, size: 20, total: 2, onChange: () => undefined }, download);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /엑셀 다운로드/ }));
    });
    expect(download).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.message)).toContain(
        '엑셀 파일을 내려받았습니다: 거래처목록_20261121.xlsx',
      ),
    );
  });
});
