export { toastTones } from './Toast.css.ts';
export { Toast, type ToastProps, toastDuration } from './Toast.tsx';
export { type ShowToast, ToastHost, type ToastOptions, useToast } from './ToastHost.tsx';
