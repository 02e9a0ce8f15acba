import { Component, type ErrorInfo, type ReactNode } from 'react';
import { bus } from '../bus';
import { RemoteFallback } from './RemoteFallback';
import { messageOf } from './errors';

export interface RemoteErrorBoundaryProps {
  remote: string;
  version: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  attempt: number;
}

/** Catches render errors of one area so that they never reach the shell or another area. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const { remote, version } = this.props;
    bus.publish('remote/failed', { remote, version, phase: 'render', message: messageOf(error) });
  }

  private readonly retry = () => {
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
    bus.publish('remote/recovered', { remote: this.props.remote, version: this.props.version });
  };

  override render(): ReactNode {
    const { remote, version, children } = this.props;
    if (this.state.error) {
      return (
        <RemoteFallback
          remote={remote}
          version={version}
          phase="render"
          message={messageOf(this.state.error)}
          onRetry={this.retry}
        />
      );
    }
    return (
      <div key={this.state.attempt} style={{ display: 'contents' }}>
        {children}
      </div>
    );
  }
}
