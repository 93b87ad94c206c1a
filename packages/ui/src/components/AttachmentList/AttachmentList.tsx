import { useUiText } from '../../provider/context.ts';
import type { UiMessageKey } from '../../provider/messages.ts';
import { DownloadIcon, PaperclipIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { IconLink } from '../IconLink/IconLink.tsx';
import { ShowMore } from '../ShowMore/ShowMore.tsx';
import { StatusBadge, type StatusBadgeProps } from '../StatusBadge/StatusBadge.tsx';
import { Truncate } from '../Truncate/Truncate.tsx';
import * as styles from './AttachmentList.css.ts';

/** An uploaded file's upload status (spec 2 §3). */
export const uploadStatuses = ['NOT_UPLOADED', 'LINK_CREATED', 'LINK_EXPIRED', 'UPLOADED'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];
/** An uploaded file's virus-scan status (spec 2 §3). */
export const scanStatuses = ['NOT_SCANNED', 'SCAN_FAILED', 'SCAN_SUCCESSFUL'] as const;
export type ScanStatus = (typeof scanStatuses)[number];

type Tone = NonNullable<StatusBadgeProps['tone']>;
const uploadBadges: Record<UploadStatus, [UiMessageKey, Tone]> = {
  NOT_UPLOADED: ['ui.upload.notUploaded', 'neutral'],
  LINK_CREATED: ['ui.upload.linkCreated', 'link'],
  LINK_EXPIRED: ['ui.upload.linkExpired', 'warning'],
  UPLOADED: ['ui.upload.uploaded', 'positive'],
};
const scanBadges: Record<ScanStatus, [UiMessageKey, Tone]> = {
  NOT_SCANNED: ['ui.scan.notScanned', 'neutral'],
  SCAN_FAILED: ['ui.scan.failed', 'critical'],
  SCAN_SUCCESSFUL: ['ui.scan.successful', 'positive'],
};

export interface Attachment {
  /** The file id. */
  id: string;
  name: string;
  uploadStatus?: UploadStatus;
  scanStatus?: ScanStatus;
  /** Where the browser downloads the file from; without it the list calls `onDownload`. */
  href?: string;
}

export interface AttachmentListProps {
  files: readonly Attachment[];
  /** Downloads a file without an `href` (e.g. a request whose answer names the file). */
  onDownload?: (file: Attachment) => void;
  /** Names the list; defaults to ui's "Attachments". */
  'aria-label'?: string;
}

/**
 * The files of an activity or comment (spec 2 §2): the first 3, the rest behind Show more /
 * Show less, each with its upload and scan status and a download button. A file that is not
 * uploaded, or failed its virus scan, cannot be downloaded.
 */
export function AttachmentList({
  files,
  onDownload,
  'aria-label': ariaLabel,
}: AttachmentListProps) {
  const text = useUiText();
  return (
    <ShowMore aria-label={ariaLabel ?? text('ui.attachments.label')}>
      {files.map((file) => {
        const downloadLabel = text('ui.attachments.download', { name: file.name });
        const isDownloadable =
          (file.uploadStatus ?? 'UPLOADED') === 'UPLOADED' && file.scanStatus !== 'SCAN_FAILED';
        const badges = [
          file.uploadStatus && uploadBadges[file.uploadStatus],
          file.scanStatus && scanBadges[file.scanStatus],
        ].filter((badge) => badge !== undefined);
        return (
          <div key={file.id} className={styles.file}>
            <PaperclipIcon />
            <span className={styles.name}>
              <Truncate>{file.name}</Truncate>
            </span>
            {badges.map(([key, tone]) => (
              <StatusBadge key={key} tone={tone}>
                {text(key)}
              </StatusBadge>
            ))}
            {file.href && isDownloadable ? (
              <IconLink
                label={downloadLabel}
                icon={<DownloadIcon />}
                size="small"
                href={file.href}
                download={file.name}
              />
            ) : (
              <IconButton
                label={downloadLabel}
                icon={<DownloadIcon />}
                size="small"
                isDisabled={!isDownloadable}
                onPress={() => onDownload?.(file)}
              />
            )}
          </div>
        );
      })}
    </ShowMore>
  );
}
AttachmentList.displayName = 'AttachmentList';
