import { useCallback, useEffect, useState } from 'react';
import { hoverOpensSidebar, initialSidebarOpen, persistsSidebarState, sidebarCookie } from './sidebar-state';

/**
 * Open or closed sidebar (SPEC §4): the Seo role keeps it in a cookie; any window resize forces
 * it closed; hovering a closed sidebar opens it for the moment on windows wider than 992 px.
 */
export const useSidebarState = (role: string) => {
  const [open, setOpenState] = useState(() => initialSidebarOpen(role, document.cookie, window.innerWidth));
  const [hovered, setHovered] = useState(false);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      // biome-ignore lint/suspicious/noDocumentCookie: the spec names a plain cookie, and the Cookie Store API is missing in some browsers staff use.
      if (persistsSidebarState(role)) document.cookie = sidebarCookie(next);
    },
    [role],
  );

  useEffect(() => {
    const onResize = () => setOpen(false);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [setOpen]);

  const onHover = useCallback((inside: boolean) => {
    setHovered(inside && hoverOpensSidebar(window.innerWidth));
  }, []);

  return {
    open,
    /** Shown open: open, or closed but hovered on a wide window. */
    expanded: open || hovered,
    toggle: () => setOpen(!open),
    setOpen,
    onHover,
  };
};

export type SidebarState = ReturnType<typeof useSidebarState>;
