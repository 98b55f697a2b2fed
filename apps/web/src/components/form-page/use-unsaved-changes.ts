import { App } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_TITLE = '저장하지 않은 내용이 있습니다.';
export const UNSAVED_CONTENT = '이 화면을 떠나면 입력한 내용이 사라집니다. 그래도 떠날까요?';

/**
 * Warns before unsaved input is lost: a move inside the app (menu, tab, back button) asks first,
 * and closing or reloading the browser tab gets the browser's own question.
 */
export const useUnsavedChanges = (dirty: boolean): void => {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: UNSAVED_TITLE,
      content: UNSAVED_CONTENT,
      okText: '떠나기',
      okButtonProps: { danger: true },
      cancelText: '계속 입력',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
};
