import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readJson, writeItem } from '../../app/browser-storage';
import {
  type ColorScheme,
  DEFAULT_THEME,
  parseThemeChoice,
  schemeById,
  type ThemeChoice,
  themeStorageKey,
} from './theme-schemes';

type ThemeValue = {
  choice: ThemeChoice;
  header: ColorScheme;
  sidebar: ColorScheme;
  choose: (part: keyof ThemeChoice, schemeId: string) => void;
  restoreDefault: () => void;
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
};

const ThemeContext = createContext<ThemeValue | null>(null);

export const ThemeSchemeProvider = ({ userId, children }: { userId: string; children: ReactNode }) => {
  const [choice, setChoice] = useState<ThemeChoice>(() =>
    parseThemeChoice(readJson('local', themeStorageKey(userId))),
  );
  const [panelOpen, setPanelOpen] = useState(false);
  const persist = useCallback(
    (next: ThemeChoice) => {
      setChoice(next);
      writeItem('local', themeStorageKey(userId), JSON.stringify(next));
    },
    [userId],
  );
  const value = useMemo<ThemeValue>(
    () => ({
      choice,
      header: schemeById(choice.header, DEFAULT_THEME.header),
      sidebar: schemeById(choice.sidebar, DEFAULT_THEME.sidebar),
      choose: (part, schemeId) => persist({ ...choice, [part]: schemeId }),
      restoreDefault: () => persist(DEFAULT_THEME),
      panelOpen,
      setPanelOpen,
    }),
    [choice, persist, panelOpen],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
};

export const useThemeScheme = (): ThemeValue => {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useThemeScheme은 ThemeSchemeProvider 안에서만 쓸 수 있습니다.');
  return value;
};
