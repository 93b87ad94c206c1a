export {
  type Attachment,
  AttachmentList,
  type AttachmentListProps,
  type ScanStatus,
  scanStatuses,
  type UploadStatus,
  uploadStatuses,
} from './AttachmentList.tsx';
