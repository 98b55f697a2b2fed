import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LocaleModule,
  ModuleRegistry,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  TooltipModule,
  themeQuartz,
  ValidationModule,
} from 'ag-grid-community';

// AG Grid Community with only the modules our grids use (DESIGN §3): rows given per page by the
// server, selection, a pinned summary row, per-cell/row styles, tooltips for cut-off text, and
// the column/row/scroll/render APIs the keyboard handling, the column chooser and the refresh of
// cells whose names arrive late call. Validation is
// for development only: it explains a missing module instead of failing silently.
let registered = false;
export const registerGridModules = (): void => {
  if (registered) return;
  registered = true;
  ModuleRegistry.registerModules([
    ClientSideRowModelModule,
    RowSelectionModule,
    PinnedRowModule,
    CellStyleModule,
    RowStyleModule,
    TooltipModule,
    ColumnApiModule,
    RowApiModule,
    RenderApiModule,
    ScrollApiModule,
    LocaleModule,
    ...(import.meta.env.DEV ? [ValidationModule] : []),
  ]);
};

/** Quartz, tuned to the Ant Design tokens of the shell so a grid looks like part of the page. */
export const erpGridTheme = themeQuartz.withParams({
  accentColor: '#3f6ad8',
  borderColor: '#e3e6ea',
  browserColorScheme: 'light',
  fontFamily: ['Pretendard', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', '맑은 고딕', 'sans-serif'],
  fontSize: 13,
  headerFontSize: 13,
  headerFontWeight: 600,
  headerBackgroundColor: '#f5f7fa',
  headerTextColor: '#343a40',
  foregroundColor: '#343a40',
  oddRowBackgroundColor: '#fbfcfd',
  rowHoverColor: 'rgba(63, 106, 216, 0.06)',
  selectedRowBackgroundColor: 'rgba(63, 106, 216, 0.12)',
  pinnedRowBackgroundColor: '#f5f7fa',
  pinnedRowFontWeight: 600,
  rowHeight: 34,
  headerHeight: 36,
  spacing: 6,
  borderRadius: 4,
  wrapperBorderRadius: 6,
  cellHorizontalPaddingScale: 0.8,
});

/** The grid texts a user can see, in Korean. */
export const GRID_LOCALE_KO: Record<string, string> = {
  noRowsToShow: '조회된 자료가 없습니다.',
  loadingOoo: '불러오는 중…',
  loadingError: '불러오지 못했습니다.',
  selectAll: '전체 선택',
  ariaChecked: '선택됨',
  ariaUnchecked: '선택 안 됨',
  ariaIndeterminate: '일부 선택됨',
  ariaRowSelect: '이 행을 선택하려면 스페이스 키를 누르세요',
  ariaRowDeselect: '선택을 풀려면 스페이스 키를 누르세요',
  ariaRowToggleSelection: '스페이스 키로 선택을 바꿉니다',
  ariaRowSelectAll: '스페이스 키로 모든 행을 선택합니다',
  ariaSortableColumn: '엔터 키로 정렬합니다',
  ariaLabelGrid: '표',
  ariaColumnSelectAll: '모든 열 선택',
  ariaSearch: '검색',
};
