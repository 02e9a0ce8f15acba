import { Alert, Button, Empty, Skeleton, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { fillRoute, notify, readWidgetInput, type WidgetProps } from '@platform/shared';
import { FetchError } from '../common/FetchError';
import { ItemSheet } from './ItemSheet';
import { SheetStore } from './SheetStore';
import './sheet.css';

function download(bytes: Uint8Array, filename: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const Sheets = observer(function Sheets({ store }: { store: SheetStore }) {
  const [making, setMaking] = useState(false);
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.loading && store.items.length === 0) return <Skeleton active />;
  if (store.error) return <FetchError message={store.error} />;
  const pdf = async () => {
    setMaking(true);
    try {
      // pdf-lib loads on the first download, not with the sheet.
      const { sheetPdf } = await import('../print/sheetPdf');
      download(await sheetPdf(store.items, 'Fabrication sheet'), 'fabrication-sheet.pdf');
    } catch (error) {
      notify.error(
        'The PDF could not be made.',
        error instanceof Error ? error.message : undefined,
      );
    } finally {
      setMaking(false);
    }
  };
  return (
    <div className="fab-sheet">
      <Space className="fab-no-print" style={{ marginBottom: 12 }}>
        <Button onClick={() => window.print()} disabled={store.items.length === 0}>
          Print
        </Button>
        <Button onClick={() => void pdf()} loading={making} disabled={store.items.length === 0}>
          Download PDF
        </Button>
      </Space>
      {store.items.length === 0 ? (
        <Empty description="No items on this job" />
      ) : (
        store.items.map((item, index) => (
          <ItemSheet
            key={item.id}
            store={store}
            item={item}
            last={index === store.items.length - 1}
          />
        ))
      )}
    </div>
  );
});

/** `fabrication_sheet`: a job's items from `api_url` (route parameters filled in). */
export function FabricationSheetWidget(props: WidgetProps) {
  const { settings, params } = readWidgetInput(props);
  const url = typeof settings.api_url === 'string' ? fillRoute(settings.api_url, params) : null;
  const [store, setStore] = useState<SheetStore | null>(null);
  useEffect(() => setStore(url ? new SheetStore(url) : null), [url]);
  if (!url) {
    return (
      <Alert type="warning" showIcon title="This fabrication sheet has no api_url configured." />
    );
  }
  return store ? <Sheets store={store} /> : <Skeleton active />;
}
