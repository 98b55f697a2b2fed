import { stockScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.14 stock (재고) for company staff.
const stockMoveList = () => import('./stock-move-list-page').then((m) => m.StockMoveListPage);

export const stockPages = screenPages(stockScreens, {
  stockChangeRecordList: stockMoveList,
  stockChangeRecordListOf: stockMoveList,
});
