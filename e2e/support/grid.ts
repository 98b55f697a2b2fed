import type { Locator, Page } from 'playwright-core';

/** The page rows of the data grid (not its header or summary row), those with `hasText` if given. */
export const gridRows = (page: Page, hasText?: string): Locator =>
  page.locator('[role="row"][data-row]', hasText === undefined ? undefined : { hasText });

/** A row's cell of the column `colId`. */
export const gridCell = (row: Locator, colId: string): Locator =>
  row.locator(`[role="gridcell"][data-col="${colId}"]`);
