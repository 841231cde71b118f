import { useMemo } from 'react';
import { usersJa } from '../../../shared/i18n/users.ja';
import { useBottomBarAction } from '../../../state/bottom-bar-actions';
import { useSelectionBar } from '../../../state/use-selection-bar';

const DELETE = 'users-bulk-delete';

interface UsersBulkBarProps {
  selected: number;
  total: number;
  /** The contract deletes at most this many users in one call. */
  max: number;
  running: boolean;
  onClear: () => void;
  onSelectAll: () => void;
  onDelete: () => void;
}

// The bottom bar of ユーザー管理: 「選択中 N / 全M件」 and the checked users deleted together (after a confirmation).
export const UsersBulkBar = ({ selected, total, max, running, onClear, onSelectAll, onDelete }: UsersBulkBarProps) => {
  const disabled = selected === 0 || selected > max || running;
  const buttons = useMemo(() => [{ id: DELETE, label: usersJa.account.bulkDelete, tone: 'danger' as const, disabled }], [disabled]);
  useSelectionBar({ buttons, selected, total, onClear, onSelectAll });
  useBottomBarAction(DELETE, onDelete);
  return null;
};
