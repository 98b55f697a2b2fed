import { useEffect, useRef } from 'react';
import { type RegisterCommand, registerCommand } from './order-grid-keys';

/**
 * Whether a dialog has the keyboard: its own keys win, the screen's shortcuts wait. A dialog keeps
 * the focus inside while open and gives it back as it starts to close, so a shortcut pressed while
 * the closing animation still runs already reaches the screen.
 */
export const isDialogOpen = (): boolean =>
  document.activeElement?.closest('.ant-modal-root, .ant-modal') != null;

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
