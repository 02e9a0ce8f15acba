import { Skeleton } from 'antd';
import { LIST_SKELETON, formSkeletonRows, type SkeletonKind } from './skeleton';

export interface ViewSkeletonProps {
  kind: SkeletonKind;
  inline?: boolean;
}

/** Placeholder while a view loads: a 6 × 5 grid for lists, 10 input rows (1 inline) for forms. */
export function ViewSkeleton(props: ViewSkeletonProps) {
  const { kind, inline = false } = props;
  if (kind === 'list') {
    return (
      <div data-skeleton="list" role="status" aria-label="Loading">
        {Array.from({ length: LIST_SKELETON.rows }, (_, row) => (
          <div key={row} data-skeleton-row style={{ display: 'flex', gap: 12, marginBottom: 12 }}>
            {Array.from({ length: LIST_SKELETON.columns }, (_, column) => (
              // The cell may shrink below antd's 120 px minimum: six of them fit a phone.
              <div
                key={column}
                data-skeleton-cell
                style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}
              >
                <Skeleton.Input active size="small" block />
              </div>
            ))}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div data-skeleton="form" role="status" aria-label="Loading">
      {Array.from({ length: formSkeletonRows(inline) }, (_, row) => (
        <div key={row} data-skeleton-row style={{ marginBottom: 12 }}>
          <Skeleton.Input active block />
        </div>
      ))}
    </div>
  );
}
