/** SPEC §9 theme colours, used as Ant Design tokens and CSS variables. */
export const THEME_COLORS = {
  primary: '#3f6ad8',
  secondary: '#444054',
  accent: '#794c8a',
  error: '#d92550',
  info: '#78C3FB',
  success: '#3ac47d',
  warning: '#f7b924',
} as const;
