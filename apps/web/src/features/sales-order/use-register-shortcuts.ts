import { useEffect, useRef } from 'react';
import { type RegisterCommand, registerCommand } from './order-grid-keys';

/** Whether a dialog is up: its own keys win, the screen's shortcuts wait. */
export const isDialogOpen = (): boolean =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-modal-root .ant-modal')).some(
    (el) => el.getClientRects().length > 0,
  );

/**
 * The function keys of the register screen, from anywhere on the page (the browser's own F3, F7
 * and Ctrl+P are taken over here; Ctrl+P prints the statement instead of the screen).
 */
export const useRegisterShortcuts = (run: (command: RegisterCommand) => void) => {
  const handler = useRef(run);
  handler.current = run;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = registerCommand(event);
      if (!command || event.isComposing) return;
      event.preventDefault();
      if (isDialogOpen()) return;
      event.stopPropagation();
      handler.current(command);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
};
