/** Business constants of spec section 9. */
export const TRIAL_DAYS = 3;
export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = "F8";
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
export const TOKEN_EXPIRY_SKEW_MS = 30_000;
export const TOKEN_RETRY_INITIAL_MS = 30_000;
export const TOKEN_RETRY_MAX_MS = 16 * 60_000;
export const POPUP_CANCEL_DETECTION_MS = 8000;
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const MAX_DESCRIPTION_LENGTH = 4000;
