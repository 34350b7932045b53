/** Every key the app keeps in local storage starts with this. */
export const APP_STORAGE_PREFIX = 'shutterswap:';
