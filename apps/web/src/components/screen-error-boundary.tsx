import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusPanel } from './status-panel';

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null; resetKey: string };

/** A page that throws while rendering shows a Korean message with a retry, not a blank screen. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Moving to another page clears the failure of the previous one.
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('화면 표시 오류', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <StatusPanel
        status="error"
        title="화면을 표시하는 중 오류가 발생했습니다."
        subTitle={this.state.error.message}
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
    );
  }
}
