import { chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { ja } from '../../../shared/i18n/ja';

const Ok = ({ onClick }: { onClick: () => void }) => <Button onClick={onClick}>{ja.common.ok}</Button>;

export const ExportRunningDialog = ({ message, onClose }: { message?: string; onClose: () => void }) => (
  <Modal title={ja.dialog.noticeTitle} onClose={onClose} testId="export-running-dialog" footer={<Ok onClick={onClose} />}>
    <chakra.p whiteSpace="pre-wrap">{message || ja.dialog.exportRunning}</chakra.p>
  </Modal>
);

// Only a link to this server's download path is rendered: the URL arrives over the websocket, so nothing else
// (another origin, a javascript: URL) may become a clickable link.
export const isDownloadUrl = (url: string): boolean => /^\/api\/data-files\/\d+$/.test(url);

export const ExportCompletedDialog = ({ url, onClose }: { url: string; onClose: () => void }) => (
  <Modal title={ja.dialog.noticeTitle} onClose={onClose} testId="export-completed-dialog" footer={<Ok onClick={onClose} />}>
    <chakra.p mb="2">{ja.dialog.exportFinished}</chakra.p>
    {isDownloadUrl(url) ? (
      <chakra.a href={url} download color="allgrow" textDecoration="underline">
        {ja.dialog.download}
      </chakra.a>
    ) : null}
  </Modal>
);
