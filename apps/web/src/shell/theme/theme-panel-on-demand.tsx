import { useOnDemand } from '../../components/use-on-demand';
import { useThemeScheme } from './theme-context';

const loadThemePanel = () => import('./theme-panel').then((m) => m.ThemePanel);

/** The theme drawer (SPEC §2.24), fetched the first time it is opened (issue 14 §6). */
export const ThemePanelOnDemand = () => {
  const { panelOpen } = useThemeScheme();
  const ThemePanel = useOnDemand(loadThemePanel, panelOpen);
  return ThemePanel ? <ThemePanel /> : null;
};
