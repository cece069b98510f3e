/* Inbox constants without zod, for the web app's start-up code. */

export const INBOX_PAGE_SIZE = 20;
