import { Button, Flex } from '@portal/shared-ui';
import type { WeekEditor } from '../../hooks/week/use-week-editor';

/** Discard changes and Save, enabled while the week holds unsaved work. */
export function WeekSaveButtons({ editor, block = false }: { editor: WeekEditor; block?: boolean }) {
  const { dirty } = editor.grid;
  const { saving } = editor;
  return (
    <Flex gap={8} wrap justify="flex-end" style={block ? { width: '100%' } : undefined}>
      <Button onClick={editor.handleDiscard} disabled={!dirty || saving}>
        Discard changes
      </Button>
      <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void editor.handleSave()}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </Flex>
  );
}
