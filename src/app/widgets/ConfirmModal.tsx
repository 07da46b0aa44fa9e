import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

interface Props {
  title: string;
  /** The destructive action's name, on its button. */
  action: string;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
}

/** The confirmation of an action that cannot be undone (deleting or clearing a playlist: spec 02 section 8). */
export function ConfirmModal({ title, action, onConfirm, onClose, children }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('playlistEdit.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {action}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
