import { useMemo } from 'react';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { useBottomBarAction } from '../../../../state/bottom-bar-actions';
import { useSelectionBar } from '../../../../state/use-selection-bar';
import type { BulkAction } from '../../model/list-bulk';

const t = postListsJa.bulk;
const ACTIONS: Record<BulkAction, string> = { suspend: 'post-bulk-suspend', resume: 'post-bulk-resume', delete: 'post-bulk-delete' };

interface SettingsBulkBarProps {
  selected: number;
  total: number;
  running: boolean;
  onClear: () => void;
  onSelectAll: () => void;
  onAction: (action: BulkAction) => void;
}

// The bottom bar of the post list: the checked posts are stopped, resumed or deleted together.
export const SettingsBulkBar = ({ selected, total, running, onClear, onSelectAll, onAction }: SettingsBulkBarProps) => {
  const disabled = selected === 0 || running;
  const buttons = useMemo(
    () => [
      { id: ACTIONS.suspend, label: t.suspend, tone: 'neutral' as const, disabled },
      { id: ACTIONS.resume, label: t.resume, tone: 'neutral' as const, disabled },
      { id: ACTIONS.delete, label: t.delete, tone: 'danger' as const, disabled },
    ],
    [disabled],
  );
  useSelectionBar({ buttons, selected, total, onClear, onSelectAll });
  useBottomBarAction(ACTIONS.suspend, () => onAction('suspend'));
  useBottomBarAction(ACTIONS.resume, () => onAction('resume'));
  useBottomBarAction(ACTIONS.delete, () => onAction('delete'));
  return null;
};
