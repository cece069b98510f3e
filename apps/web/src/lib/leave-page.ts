/** Leaves the app for another page in the same tab (a payment gateway); tests replace this module. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
