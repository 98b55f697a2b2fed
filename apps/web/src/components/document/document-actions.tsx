import { Button, Space } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { commandOfKey } from './document-keys';

/**
 * One state button of a document screen. An area lists its buttons once (label, key, when it is
 * shown and when it can be pressed, by the document's status), and the kit draws them and takes
 * their keys from anywhere on the page.
 */
export type DocumentAction<C extends string, S> = {
  command: C;
  label: string;
  /** The key printed on the button and taken from anywhere on the page: 'F8', 'Ctrl+P'. */
  key?: string;
  /** More keys for the same command, not printed (Ctrl+S beside Ctrl+Enter). */
  alsoKeys?: readonly string[];
  /** Keys that are not printed on any button (F2 to the lines). */
  hidden?: boolean;
  icon?: ReactNode;
  primary?: boolean;
  danger?: boolean;
  /** Shown in this state (default: always). */
  shown?: (state: S) => boolean;
  /** Can be pressed in this state (default: always, once shown). */
  enabled?: (state: S) => boolean;
};

const Key = ({ children }: { children: ReactNode }) => <kbd className="erp-kbd">{children}</kbd>;

type Props<C extends string, S> = {
  actions: readonly DocumentAction<C, S>[];
  state: S;
  /** The command running now: its button spins. */
  busy?: C | null;
  onCommand: (command: C) => void;
};

export const DocumentActions = <C extends string, S>({
  actions,
  state,
  busy = null,
  onCommand,
}: Props<C, S>) => (
  <Space wrap size={6}>
    {actions
      .filter((a) => !a.hidden && (a.shown?.(state) ?? true))
      .map((a) => (
        <Button
          key={a.command}
          type={a.primary ? 'primary' : 'default'}
          danger={a.danger}
          icon={a.icon}
          loading={busy === a.command}
          disabled={!(a.enabled?.(state) ?? true)}
          onClick={() => onCommand(a.command)}
        >
          {a.label}
          {a.key && (
            <>
              {' '}
              <Key>{a.key}</Key>
            </>
          )}
        </Button>
      ))}
  </Space>
);

/**
 * Whether a dialog has the keyboard: its own keys win, the screen's shortcuts wait. A dialog keeps
 * the focus inside while open and gives it back as it starts to close, so a shortcut pressed while
 * the closing animation still runs already reaches the screen.
 */
export const isDialogOpen = (): boolean =>
  document.activeElement?.closest('.ant-modal-root, .ant-modal') != null;

/**
 * The keys of the actions, from anywhere on the page (the browser's own F3, F7 and Ctrl+P are
 * taken over). Every key reaches `run` whatever the state, so the screen can say why a key does
 * nothing now (Ctrl+P on a draft points to the estimate) instead of ignoring it.
 */
export const useDocumentShortcuts = <C extends string>(
  actions: readonly { command: C; key?: string; alsoKeys?: readonly string[] }[],
  run: (command: C) => void,
) => {
  const handler = useRef(run);
  handler.current = run;
  const list = useRef(actions);
  list.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = commandOfKey(list.current, event);
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
