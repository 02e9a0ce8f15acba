import { App } from 'antd';
import { useMemo } from 'react';
import { bus, navigate, notify, type RecordData } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';
import type { ButtonHost } from '../buttons/actions';
import type { ViewScope } from '../multiview/ViewScope';
import { listPathOf, sameRoutePath } from '../page/navigation';
import { usePageContext } from '../page/PageContext';
import type { FormStore } from './FormStore';

/** The shell's text for leaving unsaved changes; cancelling edit mode asks the same. */
export const UNSAVED_CHANGES_QUESTION = 'Do you really want to leave? You have unsaved changes!';

/** The form as the button bar sees it: save, delete, edit and cancel act on this record. */
export function useFormHost(form: FormStore, scope: ViewScope): ButtonHost {
  const { modal } = App.useApp();
  const page = usePageContext();
  return useMemo<ButtonHost>(() => {
    const toList = () => navigate(listPathOf(page.route, page.pathname));
    return {
      record: () => form.record(),
      get recordId() {
        return form.recordId;
      },
      get recordUrl() {
        return form.recordUrl;
      },
      collectionUrl: form.collectionUrl,
      get editable() {
        return form.editable;
      },
      startEdit: () => form.startEdit(),
      cancelEdit: async () => {
        if (form.dirty && !(await confirmAsync({ title: UNSAVED_CHANGES_QUESTION }, modal))) return;
        if (form.isNew) {
          form.discardChanges();
          if (scope.closeModal) scope.closeModal();
          else toList();
          return;
        }
        form.discardChanges();
      },
      beforeSave: () => {
        const missing = form.missingRequired();
        if (missing.length > 0)
          notify.warning('Please fill in the required fields', missing.join(', '));
        return missing.length === 0;
      },
      afterSave: (saved: RecordData, andNew: boolean) => {
        const wasNew = form.isNew;
        form.applySaved(saved);
        if (scope.closeModal) {
          scope.closeModal();
        } else if (andNew) {
          form.resetToNew();
          navigate(sameRoutePath(page.route, page.routeParams, page.pathname, { id: 'new' }));
        } else if (wasNew && form.recordId) {
          navigate(
            sameRoutePath(page.route, page.routeParams, page.pathname, { id: form.recordId }),
            { replace: true },
          );
        }
      },
      afterDelete: () => {
        bus.publish('views/record-deleted', { url: form.collectionUrl, id: form.recordId ?? '' });
        if (scope.closeModal) scope.closeModal();
        else toList();
      },
      selectedIds: () => scope.selection.map((row) => row.id as string | number),
    };
  }, [form, scope, modal, page]);
}
