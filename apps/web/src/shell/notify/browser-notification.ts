export type NotifyResult = 'unsupported' | 'shown' | 'denied';

type NotificationApi = {
  permission: NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): unknown;
};

type Logger = Pick<Console, 'warn'>;

export const NOTIFY_DEFAULT_TITLE = '알림';
export const NOTIFY_DEFAULT_BODY = '내용';

/**
 * The notification helper of SPEC §2.23: without the capability it warns and does nothing; an
 * undecided permission is asked for first; when granted it shows the notification (title
 * defaults to 알림 "alert", body to 내용 "content"); otherwise it warns that it was denied.
 */
export const notifyBrowser = async (
  message: { title?: string; body?: string } = {},
  api: NotificationApi | undefined = globalThis.Notification as NotificationApi | undefined,
  logger: Logger = console,
): Promise<NotifyResult> => {
  if (!api) {
    logger.warn('이 브라우저는 알림 기능을 지원하지 않습니다.');
    return 'unsupported';
  }
  let permission = api.permission;
  if (permission === 'default') permission = await api.requestPermission();
  if (permission === 'granted') {
    new api(message.title ?? NOTIFY_DEFAULT_TITLE, { body: message.body ?? NOTIFY_DEFAULT_BODY });
    return 'shown';
  }
  logger.warn('브라우저 알림 권한이 거부되었습니다.');
  return 'denied';
};
