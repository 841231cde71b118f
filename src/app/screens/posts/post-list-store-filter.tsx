import { postListsJa } from '../../../shared/i18n/post-lists.ja';
import { StoreFilter } from '../shared/store-filter';
import { useStorePickerSource } from '../shared/use-store-picker-source';

interface PostListStoreFilterProps {
  value: string[];
  onApply: (localAccountIds: string[]) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// The store filter of the post lists offers every linked store (Google and Yahoo!プレイス both). While it is open the
// picker owns the bottom bar, so the screen holds `open`.
export const PostListStoreFilter = ({ value, onApply, open, onOpenChange }: PostListStoreFilterProps) => {
  const source = useStorePickerSource();
  return (
    <StoreFilter
      texts={postListsJa.stores}
      scope="post-list-stores"
      applyId="post-list-apply-stores"
      {...source}
      value={value}
      onApply={onApply}
      open={open}
      onOpenChange={onOpenChange}
      initialProvider={value[0]?.startsWith('y_') ? 'yahoo' : 'google'}
      summaryTestId="post-store-summary"
    />
  );
};
