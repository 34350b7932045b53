/** Every key the app keeps in local storage starts with this (the painted page's script looks for any). */
export const APP_STORAGE_PREFIX = 'shutterswap:';
