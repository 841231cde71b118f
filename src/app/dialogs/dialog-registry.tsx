import { chakra } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { ExportCompletedDialog, ExportRunningDialog } from '../../features/exports/components/export-dialogs';
import { recheckUserInfo } from '../../features/users/users.api';
import { dialogClosed, type DialogEntry, type DialogPropsMap } from '../../state/dialogs.slice';
import { ja } from '../../shared/i18n/ja';
import type { AppDispatch } from '../../store/setup-store';

interface DialogContext<P> {
  props: P;
  close: () => void;
  dispatch: AppDispatch;
}
type Registry = { [K in keyof DialogPropsMap]: (ctx: DialogContext<DialogPropsMap[K]>) => ReactElement };

const OkButton = ({ onClick }: { onClick: () => void }) => <Button onClick={onClick}>{ja.common.ok}</Button>;

// Resolves the serialisable {id, props} entries of the dialogs slice to components.
export const dialogRegistry: Registry = {
  busy: ({ close }) => (
    <Modal title={ja.dialog.noticeTitle} onClose={close} testId="busy-dialog" role="alertdialog" footer={<OkButton onClick={close} />}>
      <chakra.p>{ja.dialog.busy}</chakra.p>
    </Modal>
  ),
  error: ({ props, close }) => (
    <Modal title={props.title ?? ja.dialog.errorTitle} onClose={close} testId="error-dialog" role="alertdialog" footer={<OkButton onClick={close} />}>
      <chakra.ul listStyleType="none" p="0" m="0">
        {props.lines.map((line, i) => (
          <chakra.li key={i} whiteSpace="pre-wrap">
            {line}
          </chakra.li>
        ))}
      </chakra.ul>
    </Modal>
  ),
  success: ({ props, close }) => (
    <Modal title={ja.dialog.successDefault} onClose={close} testId="success-dialog" footer={<OkButton onClick={close} />}>
      <chakra.p whiteSpace="pre-wrap">{props.message || ja.dialog.successDefault}</chakra.p>
    </Modal>
  ),
  confirm: ({ props, close, dispatch }) => (
    <ConfirmDialog
      message={props.message}
      confirmLabel={props.confirmLabel}
      onCancel={close}
      onConfirm={() => {
        close();
        dispatch(props.onConfirm);
      }}
    />
  ),
  // No onClose: neither Escape nor the backdrop dismisses it. OK closes it and asks the server again; a still-expired
  // token reopens it.
  yahooExpired: ({ props, close, dispatch }) => (
    <Modal
      title={ja.dialog.yahooExpiredTitle}
      testId="yahoo-expired-dialog"
      role="alertdialog"
      footer={
        <OkButton
          onClick={() => {
            close();
            void dispatch(recheckUserInfo());
          }}
        />
      }
    >
      <chakra.p whiteSpace="pre-wrap" mb="2">
        {props.message}
      </chakra.p>
      {props.url ? (
        <chakra.a href={props.url} target="_blank" rel="noopener noreferrer" color="allgrow" textDecoration="underline">
          {ja.dialog.yahooRenew}
        </chakra.a>
      ) : null}
    </Modal>
  ),
  exportRunning: ({ props, close }) => <ExportRunningDialog message={props.message} onClose={close} />,
  exportCompleted: ({ props, close }) => <ExportCompletedDialog url={props.url} onClose={close} />,
};

export const renderDialog = (entry: DialogEntry, dispatch: AppDispatch): ReactElement => {
  const close = () => dispatch(dialogClosed(entry.key));
  const render = dialogRegistry[entry.id] as (ctx: DialogContext<DialogEntry['props']>) => ReactElement;
  return render({ props: entry.props, close, dispatch });
};
