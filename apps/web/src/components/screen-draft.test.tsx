import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  ScreenDraftContext,
  ScreenDraftScopeContext,
  ScreenDraftStore,
  useScreenDraft,
} from './screen-draft';

const Supplier = () => {
  const [supplier] = useScreenDraft('purchase.supplier', '없음');
  return <span>{supplier}</span>;
};

describe('screen drafts (a form mounted again after a render error)', () => {
  it('starts from what the screen last showed, kept by the boundary, not from empty', () => {
    const store = new ScreenDraftStore();
    store.set('/purchase.supplier', 'S000001 세방전지');
    const html = renderToStaticMarkup(
      <ScreenDraftContext.Provider value={store}>
        <Supplier />
      </ScreenDraftContext.Provider>,
    );
    expect(html).toBe('<span>S000001 세방전지</span>');
  });

  it('is plain state outside a screen boundary, and for a draft never kept', () => {
    expect(renderToStaticMarkup(<Supplier />)).toBe('<span>없음</span>');
    const html = renderToStaticMarkup(
      <ScreenDraftContext.Provider value={new ScreenDraftStore()}>
        <Supplier />
      </ScreenDraftContext.Provider>,
    );
    expect(html).toBe('<span>없음</span>');
  });

  it('starts a form mounted under a new scope (the next sale) from empty, not from the previous one', () => {
    const store = new ScreenDraftStore();
    store.set('sale#0/purchase.supplier', 'S000001 세방전지');
    const under = (scope: string) =>
      renderToStaticMarkup(
        <ScreenDraftContext.Provider value={store}>
          <ScreenDraftScopeContext.Provider value={scope}>
            <Supplier />
          </ScreenDraftScopeContext.Provider>
        </ScreenDraftContext.Provider>,
      );
    expect(under('sale#0')).toBe('<span>S000001 세방전지</span>');
    expect(under('sale#1')).toBe('<span>없음</span>');
  });
});
