import { Alert } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportConfigError } from '../common/configError';

interface ItemErrorBoundaryProps {
  source: string;
  children: ReactNode;
}

interface ItemErrorBoundaryState {
  message: string | null;
}

/** One failing item shows its error in place; the rest of the page keeps working. */
export class ItemErrorBoundary extends Component<ItemErrorBoundaryProps, ItemErrorBoundaryState> {
  override state: ItemErrorBoundaryState = { message: null };

  static getDerivedStateFromError(error: unknown): ItemErrorBoundaryState {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportConfigError(
      this.props.source,
      `${error instanceof Error ? error.message : String(error)} ${info.componentStack ?? ''}`,
    );
  }

  override render() {
    if (this.state.message !== null) {
      return (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="This view failed to show"
          description={this.state.message}
        />
      );
    }
    return this.props.children;
  }
}
