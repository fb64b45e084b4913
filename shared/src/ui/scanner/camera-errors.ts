/** The Dutch message for a camera that cannot be used (ours: the spec keeps these internal). */
import { MESSAGES } from '../../rules/catalogue/messages.js';

/** Whether this browser can ask for a camera at all (also false outside a secure context). */
export function isCameraSupported(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * The message for a failed camera start: refused permission, a video that did not start
 * within the time-out (the reader rejects with `false`), or no usable camera.
 */
export function cameraErrorMessage(error: unknown): string {
  if (error === false) return MESSAGES.cameraStartTimeout;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return MESSAGES.cameraDenied;
  }
  return MESSAGES.cameraUnavailable;
}
