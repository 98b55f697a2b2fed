import { PICKUP_COLUMNS as COLUMNS } from '@erp/domain';
import { gridColumnsOf } from '../../components/data-table/grid-columns';

/** The pickup lists' grid: the domain's columns (the Excel download reads the same). */
export const PICKUP_COLUMNS = gridColumnsOf(COLUMNS);
