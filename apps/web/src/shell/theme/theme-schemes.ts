import { THEME_COLORS } from './theme-colors';

/** `dark` backgrounds carry light text, `light` ones dark text. */
export type SchemeTone = 'dark' | 'light';
export type ColorScheme = { id: string; label: string; background: string; tone: SchemeTone };

// SPEC §2.24: 36 colour schemes for header and sidebar: the theme colours, neutrals and the
// gradients of the original admin template.
export const COLOR_SCHEMES: readonly ColorScheme[] = [
  { id: 'white', label: '흰색', background: '#ffffff', tone: 'light' },
  { id: 'light', label: '밝은 회색', background: '#eeeeee', tone: 'light' },
  { id: 'primary', label: '기본 파랑', background: THEME_COLORS.primary, tone: 'dark' },
  { id: 'secondary', label: '보조 회남색', background: THEME_COLORS.secondary, tone: 'dark' },
  { id: 'accent', label: '강조 보라', background: THEME_COLORS.accent, tone: 'dark' },
  { id: 'error', label: '진홍', background: THEME_COLORS.error, tone: 'dark' },
  { id: 'info', label: '하늘색', background: THEME_COLORS.info, tone: 'light' },
  { id: 'success', label: '초록', background: THEME_COLORS.success, tone: 'dark' },
  { id: 'warning', label: '노랑', background: THEME_COLORS.warning, tone: 'light' },
  { id: 'dark', label: '짙은 회색', background: '#343a40', tone: 'dark' },
  {
    id: 'vicious-stance',
    label: '철회색',
    background: 'linear-gradient(to top, #29323c 0%, #485563 100%)',
    tone: 'dark',
  },
  {
    id: 'midnight-bloom',
    label: '한밤 남보라',
    background: 'linear-gradient(-20deg, #2b5876 0%, #4e4376 100%)',
    tone: 'dark',
  },
  {
    id: 'night-sky',
    label: '밤하늘',
    background: 'linear-gradient(to top, #1e3c72 0%, #2a5298 100%)',
    tone: 'dark',
  },
  {
    id: 'slick-carbon',
    label: '카본',
    background: 'linear-gradient(to bottom, #323232 0%, #3f3f3f 40%, #1c1c1c 100%)',
    tone: 'dark',
  },
  {
    id: 'asteroid',
    label: '심해',
    background: 'linear-gradient(to right, #0f2027, #203a43, #2c5364)',
    tone: 'dark',
  },
  {
    id: 'royal',
    label: '로열 네이비',
    background: 'linear-gradient(to right, #141e30, #243b55)',
    tone: 'dark',
  },
  {
    id: 'warm-flame',
    label: '노을 분홍',
    background: 'linear-gradient(45deg, #ff9a9e 0%, #fad0c4 100%)',
    tone: 'light',
  },
  {
    id: 'night-fade',
    label: '라벤더',
    background: 'linear-gradient(to top, #a18cd1 0%, #fbc2eb 100%)',
    tone: 'light',
  },
  {
    id: 'sunny-morning',
    label: '아침 햇살',
    background: 'linear-gradient(120deg, #f6d365 0%, #fda085 100%)',
    tone: 'light',
  },
  {
    id: 'tempting-azure',
    label: '민트 하늘',
    background: 'linear-gradient(120deg, #84fab0 0%, #8fd3f4 100%)',
    tone: 'light',
  },
  {
    id: 'amy-crisp',
    label: '파스텔 장미',
    background: 'linear-gradient(120deg, #a6c0fe 0%, #f68084 100%)',
    tone: 'light',
  },
  {
    id: 'heavy-rain',
    label: '비 오는 날',
    background: 'linear-gradient(to top, #cfd9df 0%, #e2ebf0 100%)',
    tone: 'light',
  },
  {
    id: 'mean-fruit',
    label: '복숭아',
    background: 'linear-gradient(to right, #fccb90 0%, #d57eeb 100%)',
    tone: 'light',
  },
  {
    id: 'malibu-beach',
    label: '바다',
    background: 'linear-gradient(to right, #4facfe 0%, #00f2fe 100%)',
    tone: 'light',
  },
  {
    id: 'deep-blue',
    label: '연보라 하늘',
    background: 'linear-gradient(120deg, #e0c3fc 0%, #8ec5fc 100%)',
    tone: 'light',
  },
  {
    id: 'ripe-malin',
    label: '자두',
    background: 'linear-gradient(120deg, #f093fb 0%, #f5576c 100%)',
    tone: 'dark',
  },
  {
    id: 'arielle-smile',
    label: '청록 물결',
    background: 'radial-gradient(circle 248px at center, #16d9e3 0%, #30c7ec 47%, #46aef7 100%)',
    tone: 'light',
  },
  {
    id: 'plum-plate',
    label: '자주',
    background: 'linear-gradient(135deg, #667eea 0%, #764ba2 100%)',
    tone: 'dark',
  },
  {
    id: 'happy-fisher',
    label: '맑은 하늘',
    background: 'linear-gradient(120deg, #89f7fe 0%, #66a6ff 100%)',
    tone: 'light',
  },
  {
    id: 'happy-itmeo',
    label: '청록',
    background: 'linear-gradient(180deg, #2af598 0%, #009efd 100%)',
    tone: 'light',
  },
  {
    id: 'mixed-hopes',
    label: '자홍',
    background: 'linear-gradient(to top, #c471f5 0%, #fa71cd 100%)',
    tone: 'dark',
  },
  {
    id: 'strong-bliss',
    label: '산호',
    background: 'linear-gradient(to right, #f78ca0 0%, #f9748f 19%, #fd868c 60%, #fe9a8b 100%)',
    tone: 'dark',
  },
  {
    id: 'grow-early',
    label: '숲',
    background: 'linear-gradient(to top, #0ba360 0%, #3cba92 100%)',
    tone: 'dark',
  },
  {
    id: 'love-kiss',
    label: '체리',
    background: 'linear-gradient(to top, #ff0844 0%, #ffb199 100%)',
    tone: 'dark',
  },
  {
    id: 'premium-dark',
    label: '프리미엄 블랙',
    background: 'linear-gradient(to right, #434343 0%, #000000 100%)',
    tone: 'dark',
  },
  {
    id: 'happy-green',
    label: '연두',
    background: 'linear-gradient(to bottom, #00b09b, #96c93d)',
    tone: 'dark',
  },
];

export type ThemeChoice = { header: string; sidebar: string };

/** What "restore default" returns to. */
export const DEFAULT_THEME: ThemeChoice = { header: 'white', sidebar: 'royal' };

const byId = new Map(COLOR_SCHEMES.map((scheme) => [scheme.id, scheme]));

export const schemeById = (id: string, fallback: string): ColorScheme =>
  byId.get(id) ?? byId.get(fallback) ?? (COLOR_SCHEMES[0] as ColorScheme);

/** A stored choice with unknown ids falls back to the defaults, part by part. */
export const parseThemeChoice = (value: unknown): ThemeChoice => {
  const raw = typeof value === 'object' && value !== null ? (value as Partial<ThemeChoice>) : {};
  return {
    header: typeof raw.header === 'string' && byId.has(raw.header) ? raw.header : DEFAULT_THEME.header,
    sidebar: typeof raw.sidebar === 'string' && byId.has(raw.sidebar) ? raw.sidebar : DEFAULT_THEME.sidebar,
  };
};

/** Remembered per user, so two staff sharing a PC keep their own colours. */
export const themeStorageKey = (userId: string): string => `erp.theme.${userId}`;
