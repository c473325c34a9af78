/**
 * Local storage (beside spec §9's keys): the account whose data is kept for offline use (issue 33, decision D42;
 * offline/keptData.ts). Removed synchronously when the session ends (main.tsx), so that a reload, even offline, never
 * shows the data of a driver who signed out.
 */
export const KEPT_ACCOUNT_KEY = 'offline_account';
