import { describe, expect, it } from 'vitest';
import { noticeEditPath, noticeOpenPath } from './notice-paths';

describe('where a notice opens', () => {
  it('a draft opens in its editor whoever looks', () => {
    expect(noticeOpenPath({ seq: 3, kind: 'notice', status: 'draft' }, { admin: true, mine: true })).toBe(
      '/Company/Notice/NoticeTemporaryRegister/3',
    );
  });
  it('company notices open in the reader view; individual ones in the admin view only for an admin who did not send them', () => {
    expect(
      noticeOpenPath({ seq: 4, kind: 'notice', status: 'published' }, { admin: false, mine: false }),
    ).toBe('/Company/Notice/NoticeUserView/4');
    expect(
      noticeOpenPath({ seq: 5, kind: 'individual', status: 'published' }, { admin: true, mine: false }),
    ).toBe('/Company/Notice/NoticeAdminIndividualView/5');
    expect(
      noticeOpenPath({ seq: 5, kind: 'individual', status: 'published' }, { admin: true, mine: true }),
    ).toBe('/Company/Notice/NoticeIndividualView/5');
  });
  it('a published company notice is edited in NoticeRegister/:seq (the full-reload tab of SPEC §2.2)', () => {
    expect(noticeEditPath({ seq: 9, kind: 'notice', status: 'published' })).toBe(
      '/Company/Notice/NoticeRegister/9',
    );
  });
});
