import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ScreenDraftContext, ScreenDraftStore } from './screen-draft';
import { StatusPanel } from './status-panel';

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null; resetKey: string; drafts: ScreenDraftStore };

/**
 * A page that throws while rendering shows a Korean message with a retry, not a blank screen.
 * The boundary also owns the screen's draft store (useScreenDraft): it stays mounted while the
 * error shows, so "다시 시도" brings the form back with what was typed, and it is emptied only when
 * the boundary moves to another screen.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, drafts: new ScreenDraftStore() };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Moving to another page clears the failure of the previous one, and its form starts empty.
    return props.resetKey !== state.resetKey
      ? { error: null, resetKey: props.resetKey, drafts: new ScreenDraftStore() }
      : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('화면 표시 오류', error, info.componentStack);
  }

  override render() {
    return (
      <ScreenDraftContext.Provider value={this.state.drafts}>
        {this.state.error ? (
          <StatusPanel
            status="error"
            title="화면을 표시하는 중 오류가 발생했습니다."
            subTitle={`${this.state.error.message} — 입력한 내용은 그대로 있습니다. 다시 시도하세요.`}
            extra={
              <button
                type="button"
                className="erp-plain-button erp-plain-button-primary"
                onClick={() => this.setState({ error: null })}
              >
                다시 시도
              </button>
            }
          />
        ) : (
          this.props.children
        )}
      </ScreenDraftContext.Provider>
    );
  }
}
