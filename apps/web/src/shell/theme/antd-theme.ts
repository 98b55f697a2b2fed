import type { ThemeConfig } from 'antd';
import { THEME_COLORS } from './theme-colors';

/** SPEC §9 theme colours as Ant Design design tokens, in a font stack that renders Hangul well. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLORS.primary,
    colorError: THEME_COLORS.error,
    colorInfo: THEME_COLORS.info,
    colorSuccess: THEME_COLORS.success,
    colorWarning: THEME_COLORS.warning,
    colorLink: THEME_COLORS.primary,
    borderRadius: 4,
    fontFamily:
      "'Pretendard', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', '맑은 고딕', -apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif",
  },
  components: {
    Layout: { headerHeight: 56, headerPadding: '0 12px', bodyBg: '#f1f4f6', footerPadding: '10px 20px' },
    // The sidebar's colour comes from the theme panel's scheme, so the menu itself stays see-through.
    Menu: {
      itemBg: 'transparent',
      subMenuItemBg: 'rgba(0, 0, 0, 0.03)',
      darkItemBg: 'transparent',
      darkSubMenuItemBg: 'rgba(0, 0, 0, 0.18)',
      darkPopupBg: '#243b55',
    },
  },
};
