import { BulkResultList, type BulkResult } from '../../../../components/bulk/bulk-result-list';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { ja } from '../../../../shared/i18n/ja';

interface BulkResultDialogProps {
  title: string;
  result: BulkResult;
  /** The name of a line's key (a post's label, a store's name). */
  lineName: (key: string) => string | undefined;
  onClose: () => void;
}

/** What a batch did: the counts, then every line that failed or was left out, with the reason. */
export const BulkResultDialog = ({ title, result, lineName, onClose }: BulkResultDialogProps) => (
  <Modal title={title} width="623px" testId="bulk-result-dialog" onClose={onClose} footer={<Button onClick={onClose}>{ja.common.ok}</Button>}>
    <BulkResultList result={result} storeName={lineName} />
  </Modal>
);
