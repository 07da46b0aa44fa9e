import type { Channel } from '../../sync/channels';
import { startNow } from '../idle';
import { uploadQueueStarted } from '../upload/start';
import { UploadModal } from '../upload/UploadModal';
import '../upload/upload.css';

// The upload dialog's commands need the uploader: this module (a chunk of its own) starts it.
export const uploaderReady = startNow('uploads').then(uploadQueueStarted);

/** The owner's Upload on a channel page: the upload dialog with this channel as its target. */
export function ChannelUpload({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  return <UploadModal open onClose={onClose} channel={channel.uuid} />;
}
