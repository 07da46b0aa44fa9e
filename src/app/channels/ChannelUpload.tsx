import type { Channel } from '../../sync/channels';
import { startNow } from '../idle';
import { uploadQueueStarted } from '../upload/start';
import { UploadModal } from '../upload/UploadModal';
import '../upload/upload.css';

// The upload dialog's commands need the uploader: this module (a chunk of its own) starts it.
export const uploaderReady = startNow('uploads').then(uploadQueueStarted);

/**
 * The owner's Upload on a channel page. pub19 gives the modal a channel target
 * (`channel={channel.uuid}`); until that is merged it opens as it does elsewhere.
 */
export function ChannelUpload({ channel: _channel, onClose }: { channel: Channel; onClose: () => void }) {
  return <UploadModal open onClose={onClose} />;
}
